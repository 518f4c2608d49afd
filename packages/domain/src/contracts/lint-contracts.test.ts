import { describe, expect, it } from 'vitest';
// The lint script that keeps API shapes out of the web (npm run lint:contracts).
// @ts-expect-error: a plain ES module script without declarations
import { contractTypeNames, findCopies } from '../../../../scripts/lint-contracts.mjs';

const contracts = [
  {
    path: 'packages/domain/src/contracts/mail.ts',
    text: 'export const mailboxMessageSchema = z.object({ id: z.string() });\nexport type MailboxMessage = z.infer<typeof mailboxMessageSchema>;',
  },
];
const names: Set<string> = contractTypeNames(contracts);

function copies(path: string, text: string): { name: string }[] {
  return findCopies([{ path, text }], names);
}

describe('lint:contracts', () => {
  it('reads the type names the contracts export', () => {
    expect([...names]).toEqual(['MailboxMessage']);
  });

  it('fails on a response type copied into a web api/ file', () => {
    const text = 'export interface Message { id: string; subject: string }';
    expect(copies('apps/web/src/features/mail/api/mailbox.ts', text)).toMatchObject([{ name: 'Message' }]);
  });

  it('fails on an object shape spelled out in an api/ file, also inside a union or an array', () => {
    const text = 'type Page = { items: string[] } | null;\ntype Rows = Array<{ id: string }>;';
    expect(copies('apps/web/src/features/x/api/x.ts', text).map((p) => p.name)).toEqual(['Page', 'Rows']);
  });

  it('fails on a contract type redeclared anywhere in the web', () => {
    const text = 'export interface MailboxMessage { id: string }';
    expect(copies('apps/web/src/features/mail/components/List.tsx', text)).toMatchObject([
      { name: 'MailboxMessage' },
    ]);
  });

  it('passes types inferred from a contract, UI types outside api/, and tests', () => {
    const api =
      "import type { mailEndpoints, ResponseOf } from '@quire/domain';\nexport type Page = ResponseOf<typeof mailEndpoints.mailbox>;\ntype Row = Page['messages'][number];";
    expect(copies('apps/web/src/features/mail/api/mailbox.ts', api)).toEqual([]);
    expect(
      copies('apps/web/src/features/mail/components/List.tsx', 'interface Props { open: boolean }'),
    ).toEqual([]);
    expect(
      copies('apps/web/src/features/mail/mail.test.tsx', 'interface MailboxMessage { id: string }'),
    ).toEqual([]);
  });
});
