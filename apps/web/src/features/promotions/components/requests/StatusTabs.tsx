import { Tabs } from '@mantine/core';
import { PROMO_STATUS_LABELS, PROMO_STATUSES, type PromoStatus } from '@quire/domain';
import type { ReactNode } from 'react';
import '@mantine/core/styles/Tabs.css';

/**
 * A request list's status tabs (spec 2 §2.3): Pending, Accepted, Declined and Completed; only the
 * chosen tab's panel holds the table, so the others load nothing.
 */
export function StatusTabs({
  tab,
  label,
  onChoose,
  children,
}: {
  tab: PromoStatus;
  /** The tab list's accessible name. */
  label: string;
  /** Another tab was chosen (never the current one). */
  onChoose: (next: PromoStatus) => void;
  /** The chosen tab's table. */
  children: ReactNode;
}) {
  return (
    <Tabs value={tab} onChange={(v) => v && v !== tab && onChoose(v as PromoStatus)} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {PROMO_STATUSES.map((s) => (
          <Tabs.Tab key={s} value={s}>
            {PROMO_STATUS_LABELS[s]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {PROMO_STATUSES.map((s) => (
        <Tabs.Panel key={s} value={s} pt="md">
          {s === tab ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
