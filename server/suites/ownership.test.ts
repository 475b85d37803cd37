import { describe, it } from 'vitest';
import { withTestServer } from '../test/server.ts';
import { expectNothingLeaked, OWNERSHIP_CASES } from '../test/ownership.ts';
import { register } from '../test/users.ts';

describe('user B can neither read nor change anything of user A', () => {
  const server = withTestServer();

  it.each(OWNERSHIP_CASES.map((c) => [c.name, c] as const))('%s', async (_name, ownershipCase) => {
    const owner = await register(server.client);
    const intruder = await register(server.client);
    const thing = await ownershipCase.create(server.client, owner);
    const secrets = ownershipCase.secrets(thing, owner);
    for (const probe of ownershipCase.probes(thing, owner)) {
      const response = await server.client.call(probe.method, probe.url, {
        token: intruder.token,
        body: probe.body,
      });
      expectNothingLeaked(response, secrets, probe);
    }
    await ownershipCase.verifyUnchanged(server.client, owner, thing);
  });
});
