import {
  type AppError,
  explainStatus,
  formatDisplayDateTime,
  isSaleLockedStatus,
  orderFileIssue,
  type Project,
  parseProjectStatus,
  type ReadinessItem,
  readinessFromError,
  readinessHref,
  VENDOR_READINESS_STEP,
} from '@quire/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import '../../../components/plain.css';
import '../publishing.css';
import { openConfirmation } from '../../../components/modals/open';
import { locale } from '../../../i18n';
import { projectKey, projectQuery } from '../../../lib/project-query';
import {
  addToCart,
  readinessQuery,
  requestCorrection,
  type SaleStatusBody,
  setSaleStatus,
  setStatus,
} from '../api/publishing';
import { publishingText } from '../messages';
import { BookHistory } from './BookHistory';

/** While a book is on its way on or off sale, the summary asks for it again this often. */
export const SALE_POLL_MS = 2000;

export interface PublishPanelProps {
  project: Project;
  /** "Are these your final interior and cover files?" (the files feature asks it). */
  confirmFinalFiles: () => Promise<boolean>;
}

/**
 * The summary's publishing block (spec 1 §4, decision 030): the book's status in plain words with what
 * happens next and when, the publish and put-on-sale alerts, Publish / Put on Sale / Publish
 * Changes (after the final-files question), Take Off Sale (with its coupon variant), Request a
 * Correction, and Order Copies for personal-use books ("Complete My Book" / "No Thank You").
 */
export function PublishPanel({ project: initial, confirmFinalFiles }: PublishPanelProps) {
  const headingId = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const alertRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  // After Publish (or a refusal) the list of what is missing says so in red and takes the focus
  // once it is on the page, so the click visibly answers.
  const focusList = useRef(false);
  const [attention, setAttention] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  // What the last action did, said only while the book is still in the status it left it in.
  const [notice, setNotice] = useState<{ text: string; status: string } | null>(null);

  const status = parseProjectStatus(initial.status);
  const processing = status === 'PROCESSING_ONSALE' || status === 'PROCESSING_OFFSALE';
  // Poll while the intake runs; the wizard reads the same cache entry, so the whole page follows.
  const { data } = useQuery({
    ...projectQuery(initial.id, { background: processing }),
    refetchInterval: processing ? SALE_POLL_MS : false,
  });
  const project = data ?? initial;
  const current = parseProjectStatus(project.status);
  const pod = project.type === 'POD';
  const locked = isSaleLockedStatus(project.status);
  // The server's readiness list (the book's problems and the vendor's account), so a reload shows
  // what the last answer showed; null until it has answered, when neither the list nor "ready" shows.
  const readiness = useQuery({
    ...readinessQuery(project.id, project.updatedAt),
    enabled: !pod && !locked,
    placeholderData: keepPreviousData,
  });
  const problems: ReadinessItem[] | null = locked ? [] : (readiness.data ?? null);
  const explained = explainStatus(project.status, {
    due: project.saleDueAt ? new Date(project.saleDueAt) : null,
    preOrder: project.preOrder,
    onSaleDate: project.onSaleDate ? formatDisplayDateTime(project.onSaleDate, locale) : null,
    formatDate: (d) => formatDisplayDateTime(d, locale),
    ready: !pod && problems !== null && problems.length === 0,
  });
  const onSale = current === 'ONSALE' || current === 'LSI_ONSALE';
  const mayPublish = !pod && project.allowedToPutOnSale && !processing;

  useEffect(() => {
    if (focusList.current && alertRef.current) {
      focusList.current = false;
      alertRef.current.focus();
    }
  });
  const showList = () => {
    focusList.current = true;
    setAttention((n) => n + 1);
  };

  const saved = (p: Project) => {
    client.setQueryData(projectKey(p.id), p);
    return p;
  };

  /** Field-style refusals show in the panel; everything else goes to the central dialog. */
  const onError = (e: AppError) => {
    // A refusal for readiness is the server's list, the vendor's among it: it replaces the list shown.
    const items = readinessFromError(e.items);
    if (items) {
      client.setQueryData(readinessQuery(project.id, project.updatedAt).queryKey, items);
      showList();
      return true;
    }
    if (['FINAL_CONTENTS_REQUIRED', 'SALE_STATUS_LOCKED', 'NOT_ON_SALE'].includes(e.code)) {
      setFailure(e.items[0]?.description ?? null);
      return true;
    }
    return false;
  };

  async function run(work: () => Promise<Project>, done?: string) {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      const after = saved(await work());
      if (done) setNotice({ text: done, status: after.status });
    } catch {
      // Shown by onError or the central dialog.
    } finally {
      setBusy(false);
    }
  }

  async function publish() {
    // Ask the server what is missing now (the vendor's account may have changed since the page opened).
    setBusy(true);
    const items = await client
      .fetchQuery(readinessQuery(project.id, project.updatedAt))
      .catch(() => null)
      .finally(() => setBusy(false));
    if (items === null) return; // The central dialog said why.
    if (items.length > 0) {
      showList();
      return;
    }
    if (!(await confirmFinalFiles())) return;
    await run(
      () => setSaleStatus({ id: project.id, onSale: true, finalContents: true }, onError),
      publishingText('publishing.sent'),
    );
  }

  async function takeOff() {
    const ok = await openConfirmation({
      title: publishingText('publishing.takeOff.title'),
      message: publishingText('publishing.takeOff.message'),
      confirmLabel: publishingText('publishing.takeOff.confirm'),
    });
    if (!ok) return;
    const body: SaleStatusBody = { id: project.id, onSale: false, overridePromoWarning: false };
    let couponWarning: string | null = null;
    await run(
      () =>
        setSaleStatus(body, (e) => {
          if (e.code !== 'COUPON_ON_BOOK') return onError(e);
          couponWarning = e.items[0]?.description ?? '';
          return true;
        }),
      publishingText('publishing.takenOff'),
    );
    if (couponWarning === null) return;
    const anyway = await openConfirmation({
      title: publishingText('publishing.takeOff.coupon.title'),
      message: couponWarning,
      confirmLabel: publishingText('publishing.takeOff.coupon.confirm'),
    });
    if (anyway)
      await run(
        () => setSaleStatus({ ...body, overridePromoWarning: true }, onError),
        publishingText('publishing.takenOff'),
      );
  }

  async function correct() {
    const ok = await openConfirmation({
      title: publishingText('publishing.correction.title'),
      message: publishingText('publishing.correction.message'),
      confirmLabel: publishingText('publishing.correction.confirm'),
    });
    if (ok)
      await run(
        () => requestCorrection(project.id, onError),
        publishingText('publishing.correction.started'),
      );
  }

  async function order(itemType: 'AUTHOR_COPY' | 'PROOF' = 'AUTHOR_COPY') {
    if (orderFileIssue(project)) {
      const complete = await openConfirmation({
        title: publishingText('publishing.complete.title'),
        message: publishingText('publishing.complete.message'),
        confirmLabel: publishingText('publishing.complete.confirm'),
        cancelLabel: publishingText('publishing.complete.cancel'),
      });
      const step = project.interiorApproved ? 'cover/review' : 'interior/review';
      if (complete) navigate(`/${encodeURIComponent(project.id)}/${step}`);
      return;
    }
    let dialog: AppError | null = null;
    const refusal = (e: AppError) => {
      if (e.code !== '6031' && e.code !== '6024') return onError(e);
      dialog = e;
      return true;
    };
    let added = false;
    await run(async () => {
      // An ordered book is ready for copies already; any other is set to ORDER first.
      const after = current === 'ORDERED' ? project : await setStatus(project.id, 'ORDER', refusal);
      // The book may be ordered: one copy (or proof) goes in the cart, and the cart opens.
      await addToCart(project.id, itemType, refusal);
      added = true;
      return after;
    }, publishingText('publishing.ordered'));
    if (dialog) await orderIssue(dialog);
    else if (added) navigate('/cart');
  }

  /** 6031 "Publish Changes to Order" and 6024 "Order Issue Resolution" (spec 1 §8). */
  async function orderIssue(e: AppError) {
    const unpublished = e.code === '6031';
    // The dialog's title is the catalogue's, loaded with the first such refusal (not with the page).
    const { errorDefinition } = await import('../../../lib/error-catalogue');
    const go = await openConfirmation({
      title: errorDefinition(e.code).dialogTitle ?? '',
      message: e.items[0]?.description ?? errorDefinition(e.code).message,
      confirmLabel: unpublished
        ? publishingText('publishing.publishChanges')
        : publishingText('publishing.resolve'),
    });
    if (!go) return;
    if (unpublished) await publish();
    else
      navigate(
        `/${encodeURIComponent(project.id)}/${project.interiorApproved ? 'cover/review' : 'interior/review'}`,
      );
  }

  const publishLabel =
    current === 'CORRECTING'
      ? publishingText('publishing.publishChanges')
      : current === 'OFFSALE'
        ? publishingText('publishing.putOnSale')
        : publishingText('publishing.publish');

  return (
    <section aria-labelledby={headingId} className="publishing-panel">
      <h2 className="heading heading-3" id={headingId}>
        {publishingText('publishing.heading')}
      </h2>
      <div className="stack stack-xs">
        <div role="status" aria-live="polite" aria-atomic="true">
          <p className="para para-strong" data-testid="sale-status" data-status={project.status}>
            {explained.label}
          </p>
          <p className="para">{explained.next}</p>
          {project.correctionType !== 'NONE' && current === 'CORRECTING' ? (
            <p className="para para-sm">
              {publishingText(
                `publishing.correction.${project.correctionType}` as 'publishing.correction.FREE',
              )}
            </p>
          ) : null}
          {notice && notice.status === project.status ? <p className="para para-sm">{notice.text}</p> : null}
        </div>
        {current === 'ERROR' && project.saleError ? (
          <Callout color="red">{publishingText('publishing.error', { reason: project.saleError })}</Callout>
        ) : null}
        {failure ? <Callout color="red">{failure}</Callout> : null}
        {pod ? <p className="para para-sm">{publishingText('publishing.personalUse')}</p> : null}
        {!pod && !onSale && !processing && problems && problems.length > 0 ? (
          <Callout
            color={attention > 0 ? 'red' : 'yellow'}
            title={publishingText('publishing.notReady')}
            ref={alertRef}
            tabIndex={-1}
          >
            {attention > 0 ? (
              <p className="para para-strong publishing-not-ready">
                {publishingText('publishing.notReady.publish')}
              </p>
            ) : null}
            <ul>
              {problems.map((p) => (
                <li key={`${p.step}:${p.message}`}>
                  {p.message}{' '}
                  <Link to={readinessHref(project.id, p.step)}>
                    {p.step === VENDOR_READINESS_STEP
                      ? publishingText('publishing.fixVendor')
                      : publishingText('publishing.fix')}
                  </Link>
                </li>
              ))}
            </ul>
          </Callout>
        ) : null}
        {!pod && mayPublish && problems?.length === 0 ? (
          <Callout color="green">
            {current === 'OFFSALE'
              ? publishingText('publishing.readyOffSale')
              : publishingText('publishing.ready')}
          </Callout>
        ) : null}
        <div className="inline-row">
          {mayPublish ? (
            <ActionButton onClick={publish} busy={busy}>
              {publishLabel}
            </ActionButton>
          ) : null}
          {onSale || current === 'CORRECTING' ? (
            <ActionButton variant="default" onClick={takeOff} busy={busy}>
              {publishingText('publishing.takeOff')}
            </ActionButton>
          ) : null}
          {onSale ? (
            <ActionButton variant="subtle" onClick={correct} disabled={busy}>
              {publishingText('publishing.correction')}
            </ActionButton>
          ) : null}
          {pod || (project.type === 'PRINT' && current === 'CORRECTING') ? (
            <>
              <ActionButton onClick={() => void order()} busy={busy}>
                {publishingText('publishing.order')}
              </ActionButton>
              <ActionButton variant="default" onClick={() => void order('PROOF')} disabled={busy}>
                {publishingText('publishing.orderProof')}
              </ActionButton>
            </>
          ) : null}
        </div>
        {onSale ? (
          <a href={`/api/project/${encodeURIComponent(project.id)}/onix`} download>
            {publishingText('publishing.onix')}
          </a>
        ) : null}
        <BookHistory projectId={project.id} status={project.status} />
      </div>
    </section>
  );
}

/**
 * A button like Mantine's (filled, default or subtle). `busy` disables it and shows a spinner, as
 * Mantine's `loading` did; `disabled` alone greys it.
 */
function ActionButton({
  variant,
  busy = false,
  disabled = busy,
  onClick,
  children,
}: {
  variant?: 'default' | 'subtle';
  busy?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`button button-plain-${variant ?? 'filled'}`}
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy || undefined}
    >
      {busy ? <span className={variant ? 'spinner' : 'spinner spinner-on-dark'} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/**
 * Mantine's Alert (light variant) in plain elements: role="alert", named by its title and described
 * by its message, as Mantine's was.
 */
function Callout({
  color,
  title,
  tabIndex,
  ref,
  children,
}: {
  color: 'red' | 'yellow' | 'green';
  title?: string;
  tabIndex?: number;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      ref={ref}
      role="alert"
      className="callout"
      data-color={color}
      tabIndex={tabIndex}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-describedby={`${id}-body`}
    >
      <div className="callout-body">
        {title ? (
          <div className="callout-title">
            <span id={`${id}-title`}>{title}</span>
          </div>
        ) : null}
        <div id={`${id}-body`} className="callout-message">
          {children}
        </div>
      </div>
    </div>
  );
}
