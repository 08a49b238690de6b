import { PRODUCT_NAME } from '@keelson/domain';
import type { TMail } from './mailer.ts';

export type SupplierMailLine = { itemName: string; orderNumber: string | null; documentType: 'md' | 'sdoc' };

const TYPE_NAMES = { md: 'Material Declaration (MD)', sdoc: 'Supplier Declaration of Conformity (SDoC)' };

function lines(items: SupplierMailLine[]) {
  return items
    .map(
      (line) =>
        `- ${TYPE_NAMES[line.documentType]} for "${line.itemName}"${line.orderNumber ? ` (order ${line.orderNumber})` : ''}`,
    )
    .join('\n');
}

/**
 * The supplier is asked for documents (kind `request`) or reminded of open requests. The link is
 * personal: it opens the supplier portal without an account, for this company's requests only.
 */
export function supplierDocumentsMail(props: {
  email: string;
  kind: 'request' | 'reminder' | 'reminder1' | 'reminder2';
  supplierName: string;
  companyName: string;
  portalUrl: string;
  items: SupplierMailLine[];
  message?: string;
}): TMail {
  const subject =
    props.kind === 'request'
      ? `${PRODUCT_NAME}: ${props.companyName} asks ${props.supplierName} for hazardous-material documents`
      : `${PRODUCT_NAME}: reminder${props.kind === 'reminder2' ? ' (second)' : ''} — documents for ${props.companyName} are still open`;
  const intro =
    props.kind === 'request'
      ? `${props.companyName} keeps an Inventory of Hazardous Materials for its ships and asks you for these documents:`
      : `These documents requested by ${props.companyName} are still open:`;
  const message = props.message ? `\nMessage from ${props.companyName}:\n${props.message}\n` : '';
  return {
    to: props.email,
    subject,
    text: `Dear ${props.supplierName},\n\n${intro}\n\n${lines(props.items)}\n${message}\nPlease upload or verify them here (no account needed; this link is personal):\n\n${props.portalUrl}\n`,
  };
}
