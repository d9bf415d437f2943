import { z } from 'zod';

const ZEmail = z.email();

/**
 * The To / Cc / Bcc fields of an email reply: addresses separated by commas (or semicolons, new lines).
 * Answers the addresses (duplicates dropped, case-insensitively) and the entries that are not emails.
 */
export const parseEmailList = (text: string | null | undefined) => {
  const emails: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const raw of (text ?? '').split(/[,;\n]/)) {
    const item = raw.trim();
    if (!item) continue;
    if (!ZEmail.safeParse(item).success) {
      invalid.push(item);
      continue;
    }
    if (seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    emails.push(item);
  }
  return { emails, invalid };
};
