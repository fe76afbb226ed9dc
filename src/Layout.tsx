// The page frame: skip link, brand header (collapsing past 80 px of scroll, doc 1 "Sidebar and layout"),
// the sidebar progress bar with time remaining when its feature is on, and the main content.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { BRANDS, type BrandId, findBrand } from '../content/brands';
import { COPY } from '../content/copy';
import { SESSION_TIMEOUT_COPY } from '../content/sessionTimeout';
import type { ScreenMeta } from '../machines/journeyTypes';
import { brandIconHref } from './brandIcon';
import { TimeoutWarning } from './components/TimeoutWarning';
import { type JourneySnapshot, screenMetaOf, useJourney } from './journeyActor';

const HEADER_COLLAPSE_OFFSET = 80;
/** The header expands again only well above the collapse point: collapsing shortens the page by about 20 px, and
 * with one threshold the browser's scroll anchoring then crossed it back and forth on every frame (issue 15). */
const HEADER_EXPAND_OFFSET = 40;
const STEPS = ['aboutYou', 'yourMoney', 'allSystemsGo'] as const;

/** doc 1 §9: scroll-to-hash delay 400 ms. */
const SCROLL_TO_ANCHOR_DELAY = 400;

const selectLayout = (snapshot: JourneySnapshot) => ({
  brandId: snapshot.context.brandId,
  anchor: snapshot.context.anchor,
  progressBar: snapshot.context.config?.features.progressBar ?? false,
  // The header variant that collapses past 80 px (content/features.ts: the CB/YB family's, or by URL override).
  collapsingHeader: snapshot.context.config?.features.collapsingHeader ?? false,
  meta: screenMetaOf(snapshot),
  timedOut: snapshot.context.sessionTimeout === 'expired',
});

function sameLayout(a: ReturnType<typeof selectLayout>, b: ReturnType<typeof selectLayout>) {
  return (
    a.brandId === b.brandId &&
    a.progressBar === b.progressBar &&
    a.collapsingHeader === b.collapsingHeader &&
    a.meta === b.meta &&
    a.anchor === b.anchor &&
    a.timedOut === b.timedOut
  );
}

function ProgressBar({ meta }: { meta: ScreenMeta }) {
  const current = meta.progressStep ? STEPS.indexOf(meta.progressStep) : -1;
  return (
    <nav className="progress" aria-label={COPY.progress.label}>
      <ol className="progress__steps">
        {STEPS.map((step, index) => (
          <li
            key={step}
            className={`progress__step${index === current ? ' progress__step--current' : ''}${index < current ? ' progress__step--done' : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            {COPY.progress[step]}
          </li>
        ))}
      </ol>
      {meta.minutesRemaining ? <p className="progress__time">{COPY.timeRemaining(meta.minutesRemaining)}</p> : null}
    </nav>
  );
}

/**
 * Runs `act` on the element `find` returns, now or as soon as it is in the document. A screen's chunk may still be
 * loading when the chart names it (on a slow connection or a busy CPU): the focus and scroll that belong to the
 * screen wait for it instead of looking once and leaving the applicant at the top of the page. Returns the cleanup.
 */
function whenShown<E extends HTMLElement>(find: () => E | undefined, act: (element: E) => void): () => void {
  const found = find();
  if (found) {
    act(found);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const shown = find();
    if (!shown) return;
    observer.disconnect();
    act(shown);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Focuses a new screen's heading once the frame that shows it is painted (issue 16). Focused at once, in the task
 * that renders the screen, the heading made the browser work out the whole new page's style and layout there and
 * then (about 50 ms of step 1's Continue at 4x CPU); after the paint they are known, and focus costs next to nothing.
 */
function focusAfterPaint(heading: HTMLElement) {
  // A task queued from the frame's callbacks runs after that frame is painted. Focus moved meanwhile (a review Change
  // link's section, the applicant's own click) stays where it went; a heading gone by then cannot take it. Focus
  // still in the step left behind (hidden, src/App.tsx) or let go by the browser since is not moved.
  const before = document.activeElement;
  requestAnimationFrame(() =>
    setTimeout(
      () => (document.activeElement === before || document.activeElement === document.body) && heading.focus(),
    ),
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { brandId, progressBar, collapsingHeader, meta, anchor, timedOut } = useJourney(selectLayout, sameLayout);
  const brand = findBrand(brandId) ?? BRANDS.VM;
  const [collapsed, setCollapsed] = useState(false);
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!collapsingHeader) {
      setCollapsed(false);
      return;
    }
    const onScroll = () =>
      setCollapsed((was) => (was ? window.scrollY > HEADER_EXPAND_OFFSET : window.scrollY > HEADER_COLLAPSE_OFFSET));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [collapsingHeader]);

  // A new screen: move focus to its heading so screen readers announce it. The screen's chunk may still be on its
  // way (the loading screen shows meanwhile, with no heading): the heading is focused when it arrives.
  const screen = meta?.screen;
  useEffect(() => {
    if (!screen || screen === 'loading') return;
    window.scrollTo(0, 0);
    return whenShown(
      // (not the heading of a step left behind, hidden until it unmounts after this screen's paint: src/App.tsx)
      () => main.current?.querySelector<HTMLHeadingElement>('h1:not([hidden] h1)') ?? undefined,
      (heading) => {
        heading.tabIndex = -1;
        focusAfterPaint(heading);
      },
    );
  }, [screen]);

  // A review Change link opens its section of the step (doc 1 web task anchors), once the step's screen is there.
  useEffect(() => {
    if (!anchor || !screen) return;
    let stop: (() => void) | undefined;
    const timer = window.setTimeout(() => {
      stop = whenShown(
        () => document.getElementById(anchor) ?? undefined,
        (section) => {
          section.scrollIntoView({ block: 'start' });
          const heading = section.querySelector('h2');
          if (heading instanceof HTMLElement) {
            heading.tabIndex = -1;
            heading.focus({ preventScroll: true });
          }
        },
      );
    }, SCROLL_TO_ANCHOR_DELAY);
    return () => {
      window.clearTimeout(timer);
      stop?.();
    };
  }, [anchor, screen]);

  useEffect(() => {
    document.documentElement.dataset.brand = brand.id;
    const style = document.documentElement.style;
    style.setProperty('--brand-primary', brand.theme.primary);
    style.setProperty('--brand-primary-dark', brand.theme.primaryDark);
    style.setProperty('--brand-accent', brand.theme.accent);
    // the tab shows the brand's own icon
    let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.append(icon);
    }
    icon.href = brandIconHref(brand);
    icon.type = 'image/svg+xml';
    icon.removeAttribute('sizes');
    icon.dataset.brand = brand.id;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.theme.primary);
  }, [brand]);

  const showProgress = progressBar && meta?.progressStep !== undefined;
  const showTime = progressBar && !meta?.progressStep && meta?.minutesRemaining !== undefined;
  return (
    <>
      <a className="skip-link" href="#main-content">
        {COPY.skipLink}
      </a>
      <header className={`header${collapsed ? ' header--collapsed' : ''}`}>
        <div className="header__inner">
          <span className="header__brand" data-brand={brand.id as BrandId}>
            {brand.displayName}
          </span>
          <span className="header__service">{COPY.serviceName}</span>
        </div>
      </header>
      <div className="page">
        {showProgress && meta ? (
          <aside className="page__sidebar">
            <ProgressBar meta={meta} />
          </aside>
        ) : null}
        <main className="page__main" id="main-content" ref={main}>
          {showTime && meta?.minutesRemaining ? (
            <p className="progress__time">{COPY.timeRemaining(meta.minutesRemaining)}</p>
          ) : null}
          {timedOut && meta?.screen === 'login' ? (
            <div className="notification" role="status" aria-labelledby="timed-out-title">
              <h2 className="heading-m" id="timed-out-title">
                {SESSION_TIMEOUT_COPY.expiredTitle}
              </h2>
              <p className="body">{SESSION_TIMEOUT_COPY.expired}</p>
            </div>
          ) : null}
          {children}
        </main>
      </div>
      <TimeoutWarning />
      <footer className="footer">
        <p>
          {brand.displayName} · {brand.phone}
        </p>
      </footer>
    </>
  );
}
