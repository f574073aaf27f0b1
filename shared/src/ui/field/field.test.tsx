import { screen } from '@testing-library/react';
import { renderWithShell as render } from '../../testing';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../confirm-dialog';
import { PasswordField } from './password-field';
import { fieldClasses } from './field-classes';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties its error and hint to the input for screen readers', () => {
    render(<TextField label="Email" hint="We never share it." error="Enter a valid email address." />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email address.');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
  });

  it('draws with fieldClasses, so a group a screen lays out by hand looks like every field', () => {
    render(<TextField label="Email" hint="We never share it." error="Enter a valid email address." />);
    expect(screen.getByText('Email')).toHaveClass(fieldClasses.label);
    expect(screen.getByLabelText('Email')).toHaveClass(fieldClasses.control);
    expect(screen.getByText('We never share it.')).toHaveClass(fieldClasses.hint);
    expect(screen.getByText('Enter a valid email address.')).toHaveClass(fieldClasses.error);
  });
});

describe('PasswordField', () => {
  it('shows and hides the password', async () => {
    render(<PasswordField label="Password" defaultValue="s3cret!" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('ConfirmDialog', () => {
  it('asks before acting and reports the answer', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog open title="Stop this lab?" confirmLabel="Stop lab" onConfirm={onConfirm} onCancel={onCancel}>
        Your work in it will be lost.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Stop this lab?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Stop lab' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be confirmed twice while busy', () => {
    render(<ConfirmDialog open busy title="Launch?" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});

describe('fields on a right-to-left page', () => {
  it('an e-mail address, phone number or password is typed left to right; plain text follows the page', () => {
    render(
      <>
        <TextField label="Email" type="email" />
        <TextField label="Telephone" type="tel" />
        <TextField label="Name" />
        <PasswordField label="Password" />
      </>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Telephone')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Password')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('dir');
  });
});
