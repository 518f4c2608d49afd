import { Button, TextInput } from '@mantine/core';
import { passwordRules } from '@quire/domain/forms/presets';
import { required } from '@quire/domain/forms/rules';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { useForm } from './use-form';

const DEFINITION = {
  email: { label: 'email address', initial: '', rules: [required()] },
  password: { label: 'password', initial: '', text: false, rules: passwordRules('email') },
  nickname: { label: 'nickname', initial: '' },
};

function Harness({
  onValid,
  serverItems,
}: {
  onValid: (v: unknown) => void;
  serverItems?: { code: string; description: string; field?: string }[];
}) {
  const form = useForm(DEFINITION);
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit(onValid)} noValidate>
      <TextInput label="Email" {...form.inputProps('email')} />
      <TextInput label="Password" type="password" {...form.inputProps('password')} />
      <TextInput label="Nickname" {...form.inputProps('nickname')} />
      <Button type="submit">Send</Button>
      <Button onClick={() => serverItems && form.setServerErrors(serverItems)}>Server</Button>
    </form>
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('useForm (the domain engine in React)', () => {
  it('shows nothing on a fresh form and a rule error once the field is left', () => {
    renderWithProviders(<Harness onValid={vi.fn()} />);
    expect(field('Password').getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.change(field('Password'), { target: { value: 'weakpass' } });
    expect(screen.queryByText('Your password must contain at least one upper case letter')).toBeNull();
    fireEvent.blur(field('Password'));
    expect(screen.getByText('Your password must contain at least one upper case letter')).toBeTruthy();
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field('Password'))).toContain('upper case letter');
  });

  it('a submit commits every control: required errors appear and the handler is not called', () => {
    const onValid = vi.fn();
    renderWithProviders(<Harness onValid={onValid} />);
    fireEvent.blur(field('Email'));
    expect(screen.queryByText('Please enter the email address.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter the email address.')).toBeTruthy();
    expect(screen.getByText('Please enter a password.')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('calls the handler with trimmed values when valid', () => {
    const onValid = vi.fn();
    renderWithProviders(<Harness onValid={onValid} />);
    fireEvent.change(field('Email'), { target: { value: '  ada@example.com' } });
    fireEvent.blur(field('Email'));
    fireEvent.change(field('Password'), { target: { value: 'Harbour2031' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'Harbour2031', nickname: '' });
  });

  it('attaches server errors by field key, and by the catalogue field when the item has none', () => {
    renderWithProviders(
      <Harness
        onValid={vi.fn()}
        serverItems={[
          { code: '30006', description: 'An account with this email address already exists', field: 'email' },
          { code: '30004', description: 'Your password is not correct for this account.' },
        ]}
      />,
    );
    fireEvent.change(field('Email'), { target: { value: 'author@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'Harbour2031' } });
    fireEvent.click(screen.getByRole('button', { name: 'Server' }));
    expect(describedText(field('Email'))).toContain('An account with this email address already exists');
    expect(describedText(field('Password'))).toContain('Your password is not correct for this account.');
    fireEvent.change(field('Email'), { target: { value: 'new@example.com' } });
    expect(screen.queryByText('An account with this email address already exists')).toBeNull();
  });
});
