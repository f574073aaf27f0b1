import { ApiError, errorField, fieldMessage } from './api-error';

/** A 400 as the API sends it: the message starts with the field it names (api/src/http/api-error.ts). */
const refusal = (field: string, sentence: string) =>
  new ApiError(`${field}: ${sentence}`, 400, 'validation_error', { statusCode: 400, code: 'validation_error', field, message: `${field}: ${sentence}` });

describe('fieldMessage: what a refusal says about one field', () => {
  it('is the message without the field’s name when the refusal names that field', () => {
    expect(fieldMessage(refusal('answer', 'must be at most 4000 characters'), 'answer')).toBe('must be at most 4000 characters');
  });

  it('belongs to the field when the refusal names a part of it (an item of a list)', () => {
    expect(fieldMessage(refusal('desired_roles.0', 'must not be empty'), 'desired_roles')).toBe('must not be empty');
    expect(errorField(refusal('desired_roles.0', 'must not be empty'))).toBe('desired_roles.0');
  });

  it('is undefined when the refusal names another field, or a field that only starts alike', () => {
    expect(fieldMessage(refusal('motivation', 'must have at most 2000 characters'), 'answer')).toBeUndefined();
    expect(fieldMessage(refusal('answer_id', 'must be a UUID'), 'answer')).toBeUndefined();
  });

  it('is undefined for a refusal about the whole request, a failure without an answer, or no error', () => {
    expect(
      fieldMessage(
        new ApiError('This cohort has no seats left.', 409, 'cohort_full', { code: 'cohort_full', message: 'This cohort has no seats left.' }),
        'motivation',
      ),
    ).toBeUndefined();
    expect(fieldMessage(new TypeError('Failed to fetch'), 'motivation')).toBeUndefined();
    expect(fieldMessage(null, 'motivation')).toBeUndefined();
    expect(fieldMessage(undefined, 'motivation')).toBeUndefined();
  });

  it('without a field, is about whichever field the refusal names', () => {
    expect(fieldMessage(refusal('upload_id', 'is not one of your uploads'))).toBe('is not one of your uploads');
    expect(fieldMessage(new ApiError('Not found', 404, 'not_found', { message: 'Not found' }))).toBeUndefined();
  });

  it('keeps a message that does not start with the field’s name whole', () => {
    const error = new ApiError('That file is a program, not a document.', 400, 'upload_refused', {
      field: 'file',
      message: 'That file is a program, not a document.',
    });
    expect(fieldMessage(error, 'file')).toBe('That file is a program, not a document.');
  });
});

describe('errorField', () => {
  it('is the field the refusal names, else undefined', () => {
    expect(errorField(refusal('availability', 'must have at least 10 characters'))).toBe('availability');
    expect(errorField(new ApiError('Server error', 500, undefined, 'Server error'))).toBeUndefined();
    expect(errorField(undefined)).toBeUndefined();
  });
});
