import { Suspense } from 'react';
import { Loading } from '../../../components/Loading';
import { builderText } from '../messages/shell';
import { stepId, useWizardScreens } from '../screens';
import type { StepProps } from '../step-props';

/**
 * The screen of one wizard step, from the screens the route gave the wizard (none for an unknown
 * step). A step's code loads when it is first shown: meanwhile the step's place says so.
 */
export function StepScreen(props: StepProps) {
  const { steps } = useWizardScreens();
  const Screen = steps[stepId(props.step)];
  return Screen ? (
    <Suspense fallback={<Loading label={builderText('builder.loadingStep')} />}>
      <Screen {...props} />
    </Suspense>
  ) : null;
}
