import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { author, makeProject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { WizardScreensProvider } from './screens';
import type { StepProps } from './step-props';
import { StepScreen } from './steps/StepScreen';
import { wizardContext } from './wizard';

describe('a step whose code loads when it is shown', () => {
  it('says so in a status until the step is there, then shows the step', async () => {
    let arrive: (m: { default: (p: StepProps) => React.ReactNode }) => void = () => {};
    const Pricing = lazy(
      () => new Promise<{ default: (p: StepProps) => React.ReactNode }>((r) => (arrive = r)),
    );
    renderWithProviders(
      <WizardScreensProvider value={{ steps: { 'book-details/pricing': Pricing } }}>
        <StepScreen
          project={makeProject()}
          step={{ section: 'book-details', child: 'pricing' }}
          ctx={wizardContext(author)}
          user={author}
        />
      </WizardScreensProvider>,
    );

    expect((await screen.findByRole('status')).textContent).toContain('Loading this step…');
    await act(async () => arrive({ default: ({ project }) => <h1>Pricing of {project.title}</h1> }));
    expect(await screen.findByRole('heading', { name: /^Pricing of / })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
