import { act, fireEvent, render, screen } from '@testing-library/react';
import { CountrySelect, DROPDOWN_MIN_SPACE_BELOW_PX, TYPE_TO_FIND_TIMEOUT_MS } from './country-select';

const OPTIONS = [
  { label: 'International' },
  { value: 'PE', label: 'Peru' },
  { value: 'PK', label: 'Pakistan' },
  { value: 'PL', label: 'Poland' },
  { value: 'US', label: 'United States' },
];
const Icon = () => null;

function renderSelect(onChange = jest.fn(), buttonBottom = 100) {
  render(<CountrySelect aria-label="Country" value="US" options={OPTIONS} onChange={onChange} iconComponent={Icon} />);
  const button = screen.getByRole('button', { name: 'Country: United States' });
  button.getBoundingClientRect = () => ({ bottom: buttonBottom }) as DOMRect;
  return { button, onChange };
}

describe('CountrySelect', () => {
  afterEach(() => jest.useRealTimers());

  it(`opens below when more than ${DROPDOWN_MIN_SPACE_BELOW_PX} px are free below it`, () => {
    const { button } = renderSelect(jest.fn(), window.innerHeight - 201);
    fireEvent.click(button);
    expect(screen.getByRole('listbox')).toHaveAttribute('data-placement', 'below');
  });

  it('opens above when 200 px or less are free below it', () => {
    const { button } = renderSelect(jest.fn(), window.innerHeight - 200);
    fireEvent.click(button);
    expect(screen.getByRole('listbox')).toHaveAttribute('data-placement', 'above');
  });

  it(`joins typed letters into one search until a ${TYPE_TO_FIND_TIMEOUT_MS} ms pause`, () => {
    jest.useFakeTimers();
    const { button, onChange } = renderSelect();
    fireEvent.click(button);
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(list, { key: 'p' });
    act(() => jest.advanceTimersByTime(TYPE_TO_FIND_TIMEOUT_MS - 1));
    fireEvent.keyDown(list, { key: 'o' });
    expect(screen.getByRole('option', { name: 'Poland' }).id).toBe(list.getAttribute('aria-activedescendant'));

    act(() => jest.advanceTimersByTime(TYPE_TO_FIND_TIMEOUT_MS));
    fireEvent.keyDown(list, { key: 'u' });
    expect(screen.getByRole('option', { name: 'United States' }).id).toBe(list.getAttribute('aria-activedescendant'));
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('US');
  });

  it('moves with the arrow keys, chooses with Enter and closes with Escape', () => {
    const { button, onChange } = renderSelect();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Home' });
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('PE');
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
