import { HeadingSkeleton, PanelSkeleton } from '@/features/pay-premium/payment-skeletons';

/** Until ownership is confirmed only the outline shows; no policy data is guessed at. */
export default function PremiumBreakupLoading() {
  return (
    <div className="flex flex-col gap-6">
      <HeadingSkeleton />
      <div className="max-w-xl">
        <PanelSkeleton label="Loading the premium breakup…" lines={6} />
      </div>
    </div>
  );
}
