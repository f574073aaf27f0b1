import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@ilm/shared/i18n';
import { useQuery } from '@ilm/shared/query';
import { i18n } from '@ilm/shared/i18n';
import { ApiError } from '../api/api-error';
import { createQueryClient } from './query-client';
import { QueryProvider } from './query-provider';
import { QueryView, type QueryViewProps } from './query-view';

function Labs({ load, ...view }: { load: () => Promise<string[]> } & Omit<QueryViewProps<string[]>, 'query' | 'children'>) {
  const query = useQuery({ queryKey: ['labs'], queryFn: load });
  return (
    <QueryView query={query} {...view}>
      {(labs) => (
        <ul>
          {labs.map((lab) => (
            <li key={lab}>{lab}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function show(ui: ReactNode) {
  const client = createQueryClient({ gcTime: Infinity });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryProvider client={client}>{ui}</QueryProvider>
    </I18nextProvider>,
  );
}

describe('QueryView', () => {
  it('says it is loading (a busy status) until the answer comes, then draws the data', async () => {
    let answer: (labs: string[]) => void = () => undefined;
    show(<Labs load={() => new Promise((resolve) => (answer = resolve))} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');
    answer(['aws-ec2-basics']);
    expect(await screen.findByRole('listitem')).toHaveTextContent('aws-ec2-basics');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces a failure with the server’s message, and Try again loads again', async () => {
    let fail = true;
    const load = jest.fn(async () => {
      if (fail) throw new ApiError('The catalog is unavailable', 503);
      return ['aws-ec2-basics'];
    });
    show(<Labs load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The catalog is unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('aws-ec2-basics');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('words a failure as the screen asks: a title, and a message made from the error', async () => {
    show(
      <Labs
        load={() => Promise.reject(new ApiError('upstream timeout', 504))}
        error={{ title: 'Could not load the labs', message: (error) => (error.status >= 500 ? 'Try again in a minute.' : error.message) }}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the labs');
    expect(alert).toHaveTextContent('Try again in a minute.');
    expect(alert).not.toHaveTextContent('upstream timeout');
  });

  it('draws a failure of its own when given a function, with the retry', async () => {
    show(<Labs load={() => Promise.reject(new ApiError('Not found', 404))} error={(error, retry) => <button onClick={retry}>Gone ({error.status})</button>} />);
    expect(await screen.findByRole('button', { name: 'Gone (404)' })).toBeInTheDocument();
  });

  it('shows the empty state when the answer lists nothing', async () => {
    show(<Labs load={async () => []} empty={<p>No labs yet</p>} />);
    expect(await screen.findByText('No labs yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the data on screen when a later refetch fails', async () => {
    let calls = 0;
    const client = createQueryClient({ gcTime: Infinity });
    function Refetching() {
      const query = useQuery({
        queryKey: ['labs'],
        queryFn: async () => {
          calls += 1;
          if (calls > 1) throw new ApiError('Bad gateway', 502);
          return ['aws-ec2-basics'];
        },
      });
      return (
        <>
          <button onClick={() => void query.refetch()}>Reload</button>
          <QueryView query={query}>{(labs) => <p>{labs.join(', ')}</p>}</QueryView>
        </>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <QueryProvider client={client}>
          <Refetching />
        </QueryProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByText('aws-ec2-basics')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(client.getQueryState(['labs'])?.status).toBe('error'));
    expect(screen.getByText('aws-ec2-basics')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
