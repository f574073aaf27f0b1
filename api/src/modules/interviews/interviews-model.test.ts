import type { ChatModel, ModelMessage } from '../baari/assistant';
import type { BankQuestion } from './interviews-bank';
import { judgeWithModel, parseJudgement } from './interviews-model';

const texts = (word: string) => ({ en: word, ar: `${word} بالعربية`, ur: `${word} اردو میں` });
const QUESTION: BankQuestion = {
  id: 'rolling-update',
  kind: 'technical',
  question: texts('How does a Deployment roll out a new version?'),
  rubric: ['replicaset-gradual', 'readiness', 'watch-and-undo'].map((id) => ({ id, point: texts(`point ${id}`), keywords: { en: [id], ar: [id], ur: [id] } })),
};
const INPUT = { question: QUESTION, answer: 'A new ReplicaSet replaces the pods one by one.', language: 'ar' as const, role: 'DevOps Engineer' };

/** A language model that answers `reply` (or fails with it), and keeps what it was sent. */
function fakeModel(reply: string | Error | (() => Promise<string>)): ChatModel & { sent: ModelMessage[][] } {
  const sent: ModelMessage[][] = [];
  return {
    sent,
    stream() {
      throw new Error('interviews never stream');
    },
    complete: async (messages) => {
      sent.push(messages);
      if (reply instanceof Error) throw reply;
      return typeof reply === 'function' ? reply() : reply;
    },
  };
}

const judgement = (points: unknown, feedback: unknown = 'إجابة جيدة عن ReplicaSet؛ أضف فحوص الجاهزية.') => JSON.stringify({ points, feedback });
const ALL = [
  { id: 'replicaset-gradual', met: true },
  { id: 'readiness', met: false },
  { id: 'watch-and-undo', met: false },
];

describe('judging an answer with the language model', () => {
  it("sends the question, the rubric point ids and the answer, asks for feedback in the interview's language, and reads the JSON reply", async () => {
    const model = fakeModel(`\`\`\`json\n${judgement(ALL)}\n\`\`\``);
    const result = await judgeWithModel(model, INPUT, 1000);
    expect(result).toEqual({
      results: [
        { point: 'replicaset-gradual', met: true },
        { point: 'readiness', met: false },
        { point: 'watch-and-undo', met: false },
      ],
      feedback: 'إجابة جيدة عن ReplicaSet؛ أضف فحوص الجاهزية.',
    });
    const [system, user] = model.sent[0]!;
    expect(system!.content).toContain('in Arabic');
    expect(system!.content).toContain('DevOps Engineer');
    expect(user!.content).toContain(QUESTION.question.ar);
    expect(user!.content).toContain('- readiness: point readiness');
    expect(user!.content).toContain(INPUT.answer);
  });

  it.each([
    ['a reply that is not JSON', 'The answer is good.'],
    ['JSON that does not close', '{"points": ['],
    ['a rubric point missing', judgement(ALL.slice(0, 2))],
    ['a rubric point the question does not have', judgement([...ALL.slice(0, 2), { id: 'made-up', met: true }])],
    ['a rubric point judged twice', judgement([...ALL, { id: 'readiness', met: true }])],
    ['met that is not true or false', judgement([{ id: 'replicaset-gradual', met: 'yes' }, ...ALL.slice(1)])],
    ['no feedback', judgement(ALL, '')],
    ['feedback that is not text', judgement(ALL, { text: 'ok' })],
    ['feedback far too long', judgement(ALL, 'x'.repeat(2001))],
  ])('refuses %s (the caller then judges offline)', async (_case, reply) => {
    await expect(judgeWithModel(fakeModel(reply), INPUT, 1000)).rejects.toThrow('valid judgement');
  });

  it('fails when the model fails', async () => {
    await expect(judgeWithModel(fakeModel(new Error('502 Bad Gateway')), INPUT, 1000)).rejects.toThrow('502 Bad Gateway');
  });

  it('gives up at the timeout, even when the model never answers, and aborts its call', async () => {
    let signal: AbortSignal | undefined;
    const model: ChatModel = {
      async *stream() {},
      complete: (_messages, given) => {
        signal = given;
        return new Promise<string>(() => {});
      },
    };
    await expect(judgeWithModel(model, INPUT, 30)).rejects.toThrow('within 30 ms');
    expect(signal?.aborted).toBe(true);
  });

  it('takes links and URLs out of the feedback: the only links shown are the labs of the bank', () => {
    const reply = judgement(ALL, 'Read [the docs](https://example.com/k8s) or https://evil.example/x first.');
    expect(parseJudgement(reply, QUESTION)?.feedback).toBe('Read the docs or first.');
  });
});
