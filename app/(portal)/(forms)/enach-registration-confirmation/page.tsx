import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { unstable_rethrow } from 'next/navigation';
import { EnachProblem, EnachResult } from '@/features/enach-registration-confirmation/enach-result';
import { firstParam, type SearchParamsRecord } from '@/components/policy/query';
import { TECHNICAL_ERROR } from '@/lib/constants';
import { enachReturnSchema } from '@/features/enach-registration/enach-return-schema';
import { getEnachOutcome, type EnachOutcome } from '@/lib/server/data/enach';
import { userMessage } from '@/lib/server/errors';
import { requireAuth } from '@/lib/server/session';
import { logFailure } from '@/lib/server/log';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('enachConfirmation'))('title') };
}

interface EnachConfirmationPageProps {
  searchParams: Promise<SearchParamsRecord>;
}

/**
 * Where the provider returns after the bank step (SPEC §2):
 * ?enachSource=BILLDESK&customerRefId=…&mandateTokenId=…, asked of the core afresh on every view
 * so a refresh shows the mandate's current state rather than a stale one.
 */
export default async function EnachConfirmationPage({ searchParams }: EnachConfirmationPageProps) {
  await requireAuth();
  const query = await searchParams;
  const ret = enachReturnSchema.safeParse({
    enachSource: firstParam(query, 'enachSource'),
    customerRefId: firstParam(query, 'customerRefId'),
    mandateTokenId: firstParam(query, 'mandateTokenId'),
  });
  // SPEC §5: a BILLDESK return without either id. An unknown or missing source cannot be asked about either.
  if (!ret.success) return <EnachProblem message={TECHNICAL_ERROR} />;

  let outcome: EnachOutcome;
  try {
    outcome = await getEnachOutcome(ret.data);
  } catch (e) {
    // An expired session still goes to login; anything else is the core's message (SPEC §8).
    unstable_rethrow(e);
    logFailure(e, 'getEnachStatus');
    return <EnachProblem message={userMessage(e)} />;
  }
  return <EnachResult outcome={outcome} />;
}
