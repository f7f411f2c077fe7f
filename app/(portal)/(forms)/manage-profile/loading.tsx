import { PolicyNomineesSkeleton, ProfileDetailsSkeleton } from '@/features/manage-profile/profile-skeletons';
import { Skeleton } from '@/components/ui/skeleton';

/** The profile's outline until the page starts streaming; the shell around it is already on screen. */
export default function ManageProfileLoading() {
  return (
    <div className="flex flex-col gap-6">
      <Skeleton className="h-9 w-40" />
      <ProfileDetailsSkeleton />
      <PolicyNomineesSkeleton />
    </div>
  );
}
