import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Secrets } from '../../lib/secrets';
import type { Storage } from '../../storage';
import type { AuditActor, AuditService } from '../audit';
import type { VendorsRepository } from './vendors.repository';
import type { NewVendorProfileRow } from './vendors.tables';

const keyIdOf = (sealed: string) => sealed.split('.')[1];

/**
 * The end of a data key rotation (docs/operations.md): every sealed value and tax form not under the
 * current key is opened with its old key and sealed with the current one, in one transaction (the
 * new tax form files are written first; the old ones are left for the operator to prune). After it,
 * DATA_KEY_PREVIOUS can be emptied.
 */
export function createVendorKeys({
  uow,
  secrets,
  storage,
  audit,
  now,
}: {
  uow: UnitOfWork<VendorsRepository>;
  secrets: Secrets;
  storage: Storage;
  audit: AuditService;
  now: () => Date;
}) {
  return {
    async resealAll(actor: AuditActor) {
      return uow.withTransaction(async (repos, tx) => {
        const current = secrets.currentKeyId();
        let values = 0;
        let files = 0;
        for (const row of await repos.lockAllSealed()) {
          const patch: Partial<NewVendorProfileRow> = {};
          for (const column of [
            'govtIdSealed',
            'accountNumberSealed',
            'routingNumberSealed',
            'ibanSealed',
          ] as const) {
            const sealed = row[column];
            if (sealed && keyIdOf(sealed) !== current) {
              patch[column] = secrets.seal(secrets.open(sealed));
              values += 1;
            }
          }
          if (row.taxFormKey) {
            const chunks: Buffer[] = [];
            for await (const chunk of await storage.get(row.taxFormKey)) chunks.push(Buffer.from(chunk));
            const sealed = Buffer.concat(chunks).toString('utf8');
            if (keyIdOf(sealed) !== current) {
              const again = Buffer.from(secrets.seal(secrets.open(sealed)), 'utf8');
              const key = `tax-forms/${row.userId}/${randomUUID()}.sealed`;
              await storage.put(key, Readable.from([again]), { maxBytes: again.length + 1 });
              patch.taxFormKey = key;
              files += 1;
            }
          }
          if (Object.keys(patch).length > 0) await repos.update(row.userId, { ...patch, updatedAt: now() });
        }
        await audit.record(
          {
            actor,
            action: 'vendor.data-key-reseal',
            targetType: 'data-key',
            targetId: current,
            after: { values, files },
          },
          tx,
        );
        return { keyId: current, values, files };
      });
    },
  };
}
export type VendorKeys = ReturnType<typeof createVendorKeys>;
