import { screen } from '@testing-library/react';
import { renderWithShell } from '@ilm/shared/testing';
import '../i18n';
import { DEFAULT_ERROR_STATUS, ErrorPage, errorMessageKey } from './error-page';

describe('the generic error page', () => {
  it('uses status 500 by default', () => {
    expect(DEFAULT_ERROR_STATUS).toBe(500);
    renderWithShell(<ErrorPage />);
    expect(screen.getByText('Error 500')).toBeInTheDocument();
  });

  it('says "Internal Server Error" for 500 and any status other than 404', () => {
    renderWithShell(<ErrorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(errorMessageKey(503)).toBe('error.internal');
    expect(errorMessageKey(400)).toBe('error.internal');
  });

  it('says "Page Not Found" for 404', () => {
    renderWithShell(<ErrorPage status={404} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
  });
});
