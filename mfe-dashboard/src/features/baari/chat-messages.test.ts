import { messagesReducer, type ChatMessage } from './chat-messages';

const asked = (list: ChatMessage[] = []) => messagesReducer(list, { type: 'ask', question: 'What is a VPC?', language: 'en', userKey: 'q1', answerKey: 'a1' });

describe('the chat’s messages', () => {
  it('a question asked shows it, and after it an empty answer still pending, in the language it was asked in', () => {
    expect(asked()).toEqual([
      expect.objectContaining({ key: 'q1', role: 'user', text: 'What is a VPC?', state: 'done', language: 'en' }),
      expect.objectContaining({ key: 'a1', role: 'assistant', text: '', state: 'pending', language: 'en' }),
    ]);
  });

  it('the answer streaming in changes that answer only', () => {
    const list = messagesReducer(asked(), { type: 'change', key: 'a1', change: (message) => ({ state: 'streaming', text: `${message.text}A network` }) });
    expect(list.map((message) => [message.key, message.state, message.text])).toEqual([
      ['q1', 'done', 'What is a VPC?'],
      ['a1', 'streaming', 'A network'],
    ]);
  });

  it('a question taken back (refused, or stopped before Baari took it) leaves the chat as before it', () => {
    const before = asked();
    const again = messagesReducer(before, { type: 'ask', question: 'And a subnet?', language: 'ur', userKey: 'q2', answerKey: 'a2' });
    expect(messagesReducer(again, { type: 'drop', keys: ['q2', 'a2'] })).toEqual(before);
  });

  it('another conversation shows its own messages instead', () => {
    expect(messagesReducer(asked(), { type: 'show', messages: [] })).toEqual([]);
  });
});
