import { stepId, useWizardScreens } from '../screens';
import type { StepProps } from '../step-props';

/** The screen of one wizard step, from the screens the route gave the wizard (none for an unknown step). */
export function StepScreen(props: StepProps) {
  const { steps } = useWizardScreens();
  const Screen = steps[stepId(props.step)];
  return Screen ? <Screen {...props} /> : null;
}
