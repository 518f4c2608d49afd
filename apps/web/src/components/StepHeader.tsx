import './plain.css';
import type { ReactNode } from 'react';

/** The one h1 of a wizard page, with its short explanation (plain elements: no Mantine on the summary). */
export function StepHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="builder-header">
      <h1 className="heading heading-1">{title}</h1>
      {children ? <p className="para step-header-intro">{children}</p> : null}
    </header>
  );
}
