import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { RESET_LINK_MINUTES } from '@quire/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from '../../../lib/use-form';
import { usePageTitle } from '../../../lib/use-page-title';
import { answerQuestion, askQuestion, hasDemoMailbox, type RecoveryQuestion } from '../api/recovery';
import { FORGOT_ANSWER_FORM, FORGOT_EMAIL_FORM } from '../forgot-password-form';
import { recoveryText } from '../forgot-password-messages';

type Step = { name: 'email' } | { name: 'answer'; asked: RecoveryQuestion } | { name: 'sent'; email: string };

function EmailStep({ onAsked }: { onAsked: (asked: RecoveryQuestion) => void }) {
  const form = useForm(FORGOT_EMAIL_FORM);
  const [pending, setPending] = useState(false);
  const submit = form.onSubmit(async ({ email }) => {
    setPending(true);
    try {
      onAsked(await askQuestion(String(email).trim(), form.handleServerError));
    } catch {
      setPending(false);
    }
  });
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{recoveryText('forgot.intro')}</Text>
        <TextInput
          label={recoveryText('forgot.email')}
          type="email"
          autoComplete="username"
          required
          {...form.inputProps('email')}
        />
        <Button type="submit" loading={pending}>
          {recoveryText('forgot.continue')}
        </Button>
      </Stack>
    </form>
  );
}

function AnswerStep({
  asked,
  onSent,
  onRestart,
}: {
  asked: RecoveryQuestion;
  onSent: () => void;
  onRestart: () => void;
}) {
  const form = useForm(FORGOT_ANSWER_FORM);
  const [pending, setPending] = useState(false);
  const submit = form.onSubmit(async ({ answer }) => {
    setPending(true);
    try {
      await answerQuestion({ ...asked, answer: String(answer) }, form.handleServerError);
      onSent();
    } catch {
      setPending(false);
    }
  });
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{recoveryText('forgot.questionIntro', { email: asked.email })}</Text>
        <TextInput label={recoveryText('forgot.question')} value={asked.question} readOnly />
        <TextInput
          label={recoveryText('forgot.answer')}
          autoComplete="off"
          required
          {...form.inputProps('answer')}
        />
        <Button type="submit" loading={pending}>
          {recoveryText('forgot.sendLink')}
        </Button>
        <Anchor component="button" type="button" onClick={onRestart}>
          {recoveryText('forgot.otherEmail')}
        </Anchor>
      </Stack>
    </form>
  );
}

function SentStep({ email }: { email: string }) {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    let live = true;
    void hasDemoMailbox().then((yes) => live && setDemo(yes));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Stack gap="md">
      <Text role="status">{recoveryText('forgot.sent', { email, minutes: RESET_LINK_MINUTES })}</Text>
      {demo ? (
        <Anchor component={Link} to="/mailbox">
          {recoveryText('forgot.demoMailbox')}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/**
 * Forgot password (spec 3 §2): the e-mail, then the account's security question and its answer,
 * then "check your mailbox". The link in the e-mail opens the reset page. Every e-mail gets a
 * question, so this page never tells whether an account exists.
 */
export default function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const heading = useRef<HTMLHeadingElement>(null);
  /** The next step; focus moves to its heading so a screen reader reads where the user is. */
  const go = (next: Step) => {
    setStep(next);
    setTimeout(() => heading.current?.focus(), 0);
  };
  const title =
    step.name === 'email'
      ? recoveryText('forgot.title')
      : step.name === 'answer'
        ? recoveryText('forgot.questionTitle')
        : recoveryText('forgot.sentTitle');
  usePageTitle(title);

  return (
    <Stack maw={560} mx="auto" gap="md">
      <Title order={1} ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        {step.name === 'email' ? (
          <EmailStep onAsked={(asked) => go({ name: 'answer', asked })} />
        ) : step.name === 'answer' ? (
          <AnswerStep
            asked={step.asked}
            onSent={() => go({ name: 'sent', email: step.asked.email })}
            onRestart={() => go({ name: 'email' })}
          />
        ) : (
          <SentStep email={step.email} />
        )}
      </Paper>
      <Anchor component={Link} to="/sign-in">
        {recoveryText('forgot.backToSignIn')}
      </Anchor>
    </Stack>
  );
}
