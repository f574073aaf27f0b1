import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@ilm/shared/testing';
import { SignInPage } from '../../pages/sign-in-page';
import { setupTestApi } from '../../testing/test-api';
import '../../i18n';

// Counts the loads of the rules' chunk (its own file in the build: lazy-rules.ts).
const mockRulesLoaded = jest.fn();
jest.mock('./sign-in-schema', () => {
  mockRulesLoaded();
  return jest.requireActual('./sign-in-schema');
});

setupTestApi();

describe('the sign-in form’s rules load at its first use (ADR 0007, lever 30)', () => {
  it('fetches no rules while the page only stands shown, past the time an idle page would have fetched them, and fetches them once a field is focused', async () => {
    renderWithShell(<SignInPage />, { route: '/auth/signin' });
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    // Without requestIdleCallback (jsdom, Safari), idle work waits 1 s (whenIdle).
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(mockRulesLoaded).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Email'));
    await waitFor(() => expect(mockRulesLoaded).toHaveBeenCalledTimes(1));
  });
});
