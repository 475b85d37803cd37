import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SCOPES } from '@/api/schema';
import { parseScopeParameter } from './scopeParameter.ts';

describe('parseScopeParameter', () => {
  it('reads space-separated scopes in the order the app lists them, without repeats', () => {
    expect(parseScopeParameter('ask notes:read  ask')).toEqual(['notes:read', 'ask']);
  });

  it('asks for every scope when the parameter is missing or empty', () => {
    expect(parseScopeParameter(undefined)).toEqual([...ACCESS_TOKEN_SCOPES]);
    expect(parseScopeParameter(' ')).toEqual([...ACCESS_TOKEN_SCOPES]);
  });

  it('refuses a scope Quire does not have', () => {
    expect(parseScopeParameter('notes:read offline_access')).toBeNull();
    expect(parseScopeParameter('NOTES:READ')).toBeNull();
  });
});
