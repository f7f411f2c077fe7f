import { useTranslations } from 'next-intl';
import { coreWord } from '@/lib/i18n/core-word';
import type { ReactNode } from 'react';
import { DocumentDownloadButton } from '@/components/policy/document-download-button';
import { NotAvailable } from '@/components/policy/detail-list';
import { cx } from '@/components/ui/field-styles';
import { formatDate, formatRupees } from '@/lib/format';
import { RECEIPT_FILE_NAME } from '@/lib/document-rules';
import type { PaymentReceipt } from '@/lib/types';

/*
 * One table, two looks: columns from `xl` (1280 px), where the side bar leaves room for six of
 * them; below that a card per receipt, two side by side from `md`. CSS display changes strip
 * table semantics in some browsers, so the roles are spelled out to keep them for AT.
 */
const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-700 uppercase';
const cell = cx(
  'px-3 py-3 align-middle text-sm text-ink-900',
  'max-xl:flex max-xl:items-baseline max-xl:justify-between max-xl:gap-4 max-xl:px-0 max-xl:py-1',
);

/** The column name shown inside a phone's card; AT already has it from the column header. */
function CardLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="shrink-0 font-normal text-ink-500 xl:hidden">
      {children}
    </span>
  );
}

interface ReceiptTableProps {
  policyNo: string;
  /** already newest first */
  receipts: readonly PaymentReceipt[];
}

/** The receipts of one policy; every row can download its receipt again, at any time. */
export function ReceiptTable({ policyNo, receipts }: ReceiptTableProps) {
  const t = useTranslations('download.receipts');
  const words = useTranslations('coreWords');
  return (
    <table role="table" className="w-full border-collapse max-xl:block xl:table-fixed xl:ring-1 xl:ring-brand-100">
      <caption className="sr-only">{t('caption', { policyNo })}</caption>
      <thead role="rowgroup" className="bg-brand-50 max-xl:sr-only">
        <tr role="row">
          <th role="columnheader" scope="col" className={cx(th, 'w-[18%]')}>
            {t('receiptNo')}
          </th>
          <th role="columnheader" scope="col" className={cx(th, 'w-[13%]')}>
            {t('receiptDate')}
          </th>
          <th role="columnheader" scope="col" className={cx(th, 'w-[13%] text-right')}>
            {t('amount')}
          </th>
          <th role="columnheader" scope="col" className={cx(th, 'w-[19%]')}>
            {t('transactionId')}
          </th>
          <th role="columnheader" scope="col" className={cx(th, 'w-[15%]')}>
            {t('paymentMode')}
          </th>
          <th role="columnheader" scope="col" className={cx(th, 'w-[22%]')}>
            <span className="sr-only">{t('receipt')}</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="max-xl:grid max-xl:gap-3 md:max-xl:grid-cols-2 xl:divide-y xl:divide-brand-100">
        {receipts.map((r) => (
          <tr
            role="row"
            key={`${r.receiptNumber}-${r.transactionId}`}
            className="max-xl:block max-xl:rounded-lg max-xl:p-4 max-xl:ring-1 max-xl:ring-brand-100"
          >
            <th role="rowheader" scope="row" className={cx(cell, 'text-left font-semibold [overflow-wrap:anywhere]')}>
              <CardLabel>{t('receiptNo')}</CardLabel>
              {r.receiptNumber}
            </th>
            <td role="cell" className={cell}>
              <CardLabel>{t('receiptDate')}</CardLabel>
              {r.receiptDate ? formatDate(r.receiptDate) : <NotAvailable />}
            </td>
            <td role="cell" className={cx(cell, 'tabular-nums xl:text-right')}>
              <CardLabel>{t('amount')}</CardLabel>
              {formatRupees(r.amount, 2)}
            </td>
            <td role="cell" className={cx(cell, '[overflow-wrap:anywhere]')}>
              <CardLabel>{t('transactionId')}</CardLabel>
              {r.transactionId}
            </td>
            <td role="cell" className={cell}>
              <CardLabel>{t('paymentMode')}</CardLabel>
              {coreWord(words, 'paymentMode', r.paymentMode)}
            </td>
            <td role="cell" className={cx(cell, 'max-xl:pt-3 xl:text-right')}>
              <DocumentDownloadButton
                request={{
                  policyNumber: policyNo,
                  documentType: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT',
                  transactionId: r.transactionId,
                }}
                label={t('download')}
                fileName={RECEIPT_FILE_NAME}
                variant="secondary"
                size="sm"
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
