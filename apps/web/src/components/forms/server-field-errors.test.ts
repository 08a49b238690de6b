import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { formFieldErrors, serverFieldErrors } from './server-field-errors.ts';

describe('field errors of a 400 answer reach the form', () => {
  it('reads validation issues by their path, the first message per field', () => {
    const error = new ApiError(400, {
      code: 'validation',
      details: [
        { path: '/quantity_ordered', message: 'This field is required' },
        { path: '/quantity_ordered', message: 'second' },
        { path: '/ship/imo', message: 'IMO number: 7 digits' },
        { path: '', message: 'Send at least one field' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      quantity_ordered: 'This field is required',
      'ship.imo': 'IMO number: 7 digits',
    });
  });

  it('reads a map of field messages, and nothing from other answers', () => {
    expect(serverFieldErrors(new ApiError(400, { details: { document_id: 'not a document' } }))).toEqual({
      document_id: 'not a document',
    });
    expect(serverFieldErrors(new ApiError(409, { details: { document_id: 'x' } }))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });

  it('renames to the form fields and drops the ones the form does not have', () => {
    const error = new ApiError(400, {
      details: [
        { path: '/article_description', message: 'This field is required' },
        { path: '/delivery_code', message: 'Too long' },
      ],
    });
    expect(formFieldErrors(error, { article_description: 'articleDescription' })).toEqual({
      articleDescription: 'This field is required',
    });
  });
});
