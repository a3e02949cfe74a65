import { describe, expect, it } from 'vitest';
import { sameFields, serverFieldErrors } from '../../../src/machines/forms/server-field-errors';

const profileFields = sameFields('name', 'lastname', 'email');

describe('serverFieldErrors', () => {
  it('puts a field-prefixed detail under its field and leaves nothing for a toast', () => {
    expect(serverFieldErrors(new Error('name: First name is required'), profileFields)).toEqual({
      fieldErrors: { name: 'First name is required' },
      unplaced: null,
    });
  });

  it('splits a detail listing several fields, keeping the first message of each', () => {
    const error = new Error('name: First name is required; email: Invalid email address; name: First name must not exceed 50 characters');
    expect(serverFieldErrors(error, profileFields)).toEqual({
      fieldErrors: { name: 'First name is required', email: 'Invalid email address' },
      unplaced: null,
    });
  });

  it('maps a body field to the form field of another name', () => {
    const result = serverFieldErrors(new Error('current_password: Current password must be at least 6 characters'), { current_password: 'currentPassword' });
    expect(result.fieldErrors).toEqual({ currentPassword: 'Current password must be at least 6 characters' });
  });

  it('reads a nested path by its first segment', () => {
    expect(serverFieldErrors(new Error('items.0: Each item must be an object'), sameFields('items')).fieldErrors).toEqual({ items: 'Each item must be an object' });
  });

  it('reads a nested path whole when the form has a field of that path', () => {
    const result = serverFieldErrors(new Error('fields.value: Token is required; fields.header: Not a header'), sameFields('fields.value', 'name'));
    expect(result.fieldErrors).toEqual({ 'fields.value': 'Token is required' });
    expect(result.unplaced).toEqual(new Error('fields.header: Not a header'));
  });

  it('keeps what has no field of the form for the toast, without the placed messages', () => {
    const result = serverFieldErrors(new Error('title: Title is required; is_admin: Expected boolean'), sameFields('title'));
    expect(result.fieldErrors).toEqual({ title: 'Title is required' });
    expect(result.unplaced).toEqual(new Error('is_admin: Expected boolean'));
  });

  it('passes an error that names no field of the form on whole', () => {
    const conflict = new Error('Email already registered');
    expect(serverFieldErrors(conflict, profileFields)).toEqual({ fieldErrors: {}, unplaced: conflict });
    const other = new Error('password: Password is required');
    expect(serverFieldErrors(other, profileFields)).toEqual({ fieldErrors: {}, unplaced: other });
  });

  it('passes an error without text on, so the flow can use its fallback', () => {
    const blank = new Error('');
    expect(serverFieldErrors(blank, profileFields)).toEqual({ fieldErrors: {}, unplaced: blank });
    expect(serverFieldErrors('not an error', profileFields)).toEqual({ fieldErrors: {}, unplaced: 'not an error' });
  });

  it('does not treat inherited object keys as fields', () => {
    const error = new Error('constructor: nope');
    expect(serverFieldErrors(error, profileFields)).toEqual({ fieldErrors: {}, unplaced: error });
  });
});
