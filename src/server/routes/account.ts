import type { FastifyInstance } from 'fastify';
import { AccountUpdateRequest, type Account, type AccountUpdateResponse } from '../../contract/account';
import { currentUser, requireUser } from '../auth/access';
import type { UserRow } from '../db/schema';

const toAccount = (user: UserRow): Account => ({
  username: user.username,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone: user.phone,
  address: user.address,
  city: user.city,
  state: user.state,
  zipcode: user.zipcode,
  country: user.country,
});

/** The caller's own account (spec section 7; the account settings screen). */
export default async function accountRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);

  app.get('/api/dashboard/account/', async (request): Promise<Account> => toAccount(currentUser(request)));

  app.post('/api/dashboard/account/update/', async (request): Promise<AccountUpdateResponse> => {
    const user = currentUser(request);
    const changes = AccountUpdateRequest.parse(request.body ?? {});
    await app.repos.users.updateProfile(user.id, changes);
    const updated = await app.repos.users.findById(user.id);
    return { success: true, account: toAccount(updated ?? user) };
  });
}
