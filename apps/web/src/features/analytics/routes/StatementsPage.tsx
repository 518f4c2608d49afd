import { useSearchParams } from 'react-router';
import { AnalyticsFrame } from '../components/AnalyticsFrame';
import { MONTH, Statements } from '../components/Statements';

/**
 * /analytics/statements: the author's monthly royalty statements; `?month=YYYY-MM` shows one, with
 * its lines (adjustments marked), totals and the CSV and PDF downloads.
 */
export default function StatementsPage() {
  const [params] = useSearchParams();
  const raw = params.get('month') ?? '';
  const month = MONTH.test(raw) ? raw : null;
  return (
    <AnalyticsFrame section="STATEMENTS">
      {() => (
        <Statements
          customerId={null}
          month={month}
          hrefFor={(m) => (m ? `/analytics/statements?month=${m}` : '/analytics/statements')}
        />
      )}
    </AnalyticsFrame>
  );
}
