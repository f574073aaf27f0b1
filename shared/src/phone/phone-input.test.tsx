import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from '@ilm/shared/i18n';
import { setRuntimeConfig } from '@ilm/shared/config';
import { i18n } from '@ilm/shared/i18n';
import { resetCountryLookups } from './lookup-country';
import { PhoneInput, type PhoneInputProps } from './phone-input';

const LOOKUP = 'http://ip2c.test/s';
const server = setupServer();
let lookups = 0;

function lookupAnswers(text: string, status = 200) {
  server.use(
    http.get(LOOKUP, () => {
      lookups += 1;
      return new HttpResponse(text, { status, headers: { 'content-type': 'text/plain' } });
    }),
  );
}

function Form(props: Partial<PhoneInputProps>) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <I18nextProvider i18n={i18n}>
      <PhoneInput value={value} onChange={setValue} {...props} />
      <output data-testid="value">{value ?? ''}</output>
    </I18nextProvider>
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  lookups = 0;
  resetCountryLookups();
  setRuntimeConfig({ COUNTRY_LOOKUP_URL: LOOKUP });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('PhoneInput', () => {
  it('is a tel input named telephone, max length 25, with the placeholder and a label', () => {
    lookupAnswers('1;PK;PAK;Pakistan');
    render(<Form defaultCountry="US" pattern="[0-9 +()-]+" />);
    const input = screen.getByLabelText('Phone number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('name', 'telephone');
    expect(input).toHaveAttribute('maxlength', '25');
    expect(input).toHaveAttribute('placeholder', 'Enter a phone number');
    expect(input).toHaveAttribute('pattern', '[0-9 +()-]+');
    expect(lookups).toBe(0);
  });

  it('the default country comes from COUNTRY_LOOKUP_URL (1;PK;PAK;Pakistan → PK)', async () => {
    lookupAnswers('1;PK;PAK;Pakistan');
    render(<Form />);
    expect(await screen.findByRole('button', { name: 'Country: Pakistan' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone number'), '3001234567');
    expect(screen.getByTestId('value')).toHaveTextContent('+923001234567');
    expect(lookups).toBe(1);
  });

  it('until the lookup answers, a number is read in the country the visitor gave on the page; the answer then changes only an empty field', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(LOOKUP, async () => {
        await answered;
        return new HttpResponse('1;AE;ARE;United Arab Emirates', { headers: { 'content-type': 'text/plain' } });
      }),
    );
    render(
      <>
        <Form likelyCountry="PK" />
        <Form likelyCountry="PK" label="Other phone" />
      </>,
    );
    const [typed, empty] = screen.getAllByRole('button', { name: 'Country: Pakistan' });
    await userEvent.type(screen.getByLabelText('Phone number'), '3001234567');
    expect(screen.getAllByTestId('value')[0]).toHaveTextContent('+923001234567');
    answer();
    await waitFor(() => expect(empty).toHaveAccessibleName('Country: United Arab Emirates'));
    expect(typed).toHaveAccessibleName('Country: Pakistan');
    expect(screen.getAllByTestId('value')[0]).toHaveTextContent('+923001234567');
  });

  it("a failed lookup shows 'unable to fetch the country' and the input still works", async () => {
    lookupAnswers('2;;;unknown');
    render(<Form />);
    expect(await screen.findByText('unable to fetch the country')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone number'), '+14155552671');
    expect(screen.getByTestId('value')).toHaveTextContent('+14155552671');
  });

  it("a lookup that cannot be reached also reports 'unable to fetch the country'", async () => {
    server.use(http.get(LOOKUP, () => HttpResponse.error()));
    render(<Form />);
    expect(await screen.findByText('unable to fetch the country')).toBeInTheDocument();
  });

  it('auto-formats the number as it is typed', async () => {
    render(<Form defaultCountry="US" />);
    await userEvent.type(screen.getByLabelText('Phone number'), '2133734253');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(213) 373-4253');
  });

  it('reports a number that is too short once the visitor leaves the field', async () => {
    render(<Form defaultCountry="PK" />);
    await userEvent.type(screen.getByLabelText('Phone number'), '300');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('This phone number is too short.');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a message that appears as the field is left waits until the click that left it has landed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Form defaultCountry="PK" />
        <input type="checkbox" aria-label="Terms" />
      </>,
    );
    await user.type(screen.getByLabelText('Phone number'), '300');
    const terms = screen.getByRole('checkbox', { name: 'Terms' });
    await user.pointer({ keys: '[MouseLeft>]', target: terms });
    expect(screen.getByLabelText('Phone number')).not.toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: terms });
    expect(terms).toBeChecked();
    expect(await screen.findByRole('alert')).toHaveTextContent('This phone number is too short.');
  });

  it('reports a number that is too long', async () => {
    render(<Form defaultCountry="PK" />);
    await userEvent.type(screen.getByLabelText('Phone number'), '30012345678901');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('This phone number is too long.');
  });

  it('reports an invalid country for a calling code that does not exist', async () => {
    render(<Form defaultCountry="PK" />);
    const input = screen.getByLabelText('Phone number');
    await userEvent.type(input, '+999123456');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a country or start the number with + and its country code.');
  });

  it('accepts a valid number without a message and reports it valid', async () => {
    const onValidityChange = jest.fn();
    render(<Form defaultCountry="PK" onValidityChange={onValidityChange} />);
    await userEvent.type(screen.getByLabelText('Phone number'), '3001234567');
    await userEvent.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onValidityChange).toHaveBeenLastCalledWith(null);
  });

  it('lets the visitor pick a country from the list by typing its name', async () => {
    render(<Form defaultCountry="US" />);
    await userEvent.click(screen.getByRole('button', { name: 'Country: United States' }));
    const list = screen.getByRole('listbox', { name: 'Country' });
    await userEvent.keyboard('paki{Enter}');
    expect(list).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Country: Pakistan' })).toBeInTheDocument();
    expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument();
  });
});
