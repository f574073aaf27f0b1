import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithShell } from '@ilm/shared/testing';
import { API, server, signIn, setupMockApi } from '../../testing/mock-api';
import { LabTerminal } from './lab-terminal';

setupMockApi();

const ID = '0b9c1f8e-1111-4222-8333-444455556666';

/** xterm.js needs a real layout engine: a stand-in records what the component does with it. */
class FakeTerminal {
  static last: FakeTerminal;
  written = '';
  cols = 100;
  rows = 30;
  textarea = document.createElement('textarea');
  dataListener: (data: string) => void = () => {};
  constructor(readonly options: Record<string, unknown>) {
    FakeTerminal.last = this;
  }
  loadAddon() {}
  attachCustomKeyEventHandler() {}
  open(element: HTMLElement) {
    element.append(this.textarea);
  }
  write(data: string) {
    this.written += data;
  }
  onData(listener: (data: string) => void) {
    this.dataListener = listener;
  }
  onResize() {}
  focus() {
    this.textarea.focus();
  }
  hasSelection() {
    return false;
  }
  dispose() {}
}
jest.mock('./xterm', () => ({
  loadXterm: async () => ({
    Terminal: FakeTerminal,
    FitAddon: class {
      fit() {}
    },
    WebLinksAddon: class {},
  }),
}));

class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
}

beforeAll(() => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    disconnect() {}
  };
  (globalThis as { WebSocket?: unknown }).WebSocket = FakeWebSocket;
});
beforeEach(() => {
  FakeWebSocket.all = [];
  localStorage.clear();
  signIn();
});

function mockTicket() {
  const issued: string[] = [];
  server.use(
    http.post(`${API}labs/instances/${ID}/terminal/`, () => {
      issued.push('t1');
      return HttpResponse.json({ ticket: 't1', path: `labs/instances/${ID}/terminal/socket/`, expires_in: 30 }, { status: 201 });
    }),
  );
  return issued;
}

describe('LabTerminal', () => {
  it('opens the socket with a ticket, says when it is connected, and carries keystrokes and output', async () => {
    const issued = mockTicket();
    renderWithShell(<LabTerminal instanceId={ID} />);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    const socket = FakeWebSocket.all[0]!;
    expect(issued).toEqual(['t1']);
    expect(socket.url).toBe(`ws://localhost:8000/labs/instances/${ID}/terminal/socket/?ticket=t1&since=0`);
    act(() => {
      socket.readyState = 1;
      socket.onopen?.({});
    });
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
    expect(socket.sent).toEqual([{ type: 'resize', cols: 100, rows: 30 }]);
    act(() => FakeTerminal.last.dataListener('ls\r'));
    expect(socket.sent.at(-1)).toEqual({ type: 'input', data: 'ls\r' });
    act(() => socket.onmessage?.({ data: JSON.stringify({ type: 'output', data: 'notes.txt\r\n', offset: 0 }) }));
    expect(FakeTerminal.last.written).toBe('notes.txt\r\n');
  });

  it('keeps the screen left to right inside a right-to-left page, with a labelled input', async () => {
    mockTicket();
    renderWithShell(
      <div dir="rtl">
        <LabTerminal instanceId={ID} />
      </div>,
    );
    const screenBox = screen.getByTestId('lab-terminal');
    expect(screenBox).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Terminal input' })).toBeInTheDocument());
  });

  it('turns xterm’s screen-reader mode on and off, and remembers the choice', async () => {
    mockTicket();
    renderWithShell(<LabTerminal instanceId={ID} />);
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    const toggle = screen.getByRole('button', { name: 'Screen reader mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(FakeTerminal.last.options.screenReaderMode).toBe(false);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(FakeTerminal.last.options.screenReaderMode).toBe(true);
    expect(localStorage.getItem('ilm.dashboard.terminal.screenReader')).toBe('on');
  });

  it('says the lab no longer runs when the API refuses a ticket with 409', async () => {
    server.use(
      http.post(`${API}labs/instances/${ID}/terminal/`, () =>
        HttpResponse.json({ statusCode: 409, code: 'instance_not_running', message: 'This lab instance is not running.' }, { status: 409 }),
      ),
    );
    renderWithShell(<LabTerminal instanceId={ID} />);
    expect(await screen.findByText('The lab is no longer running.')).toBeInTheDocument();
    expect(FakeWebSocket.all).toHaveLength(0);
  });

  it('offers a new shell after the learner types exit', async () => {
    mockTicket();
    renderWithShell(<LabTerminal instanceId={ID} />);
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    const socket = FakeWebSocket.all[0]!;
    act(() => {
      socket.readyState = 1;
      socket.onopen?.({});
      socket.onmessage?.({ data: JSON.stringify({ type: 'exit', code: 0 }) });
      socket.onclose?.({ code: 1000 });
    });
    expect(screen.getByRole('status')).toHaveTextContent('The shell has ended.');
    await userEvent.click(screen.getByRole('button', { name: 'Start a new shell' }));
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(2));
  });
});
