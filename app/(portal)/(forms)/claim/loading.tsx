import { ClaimFormSkeleton } from '@/features/claim/claim-skeletons';
import { PageSkeleton } from '@/components/ui/page-skeleton';

/** The claim pages' outline (title, then the form's first fields) at their final sizes. */
export default function ClaimLoading() {
  return (
    <PageSkeleton titleWidth="w-40">
      <ClaimFormSkeleton />
    </PageSkeleton>
  );
}
