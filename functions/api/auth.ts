// GET /api/auth on Cloudflare Pages: where the content manager's GitHub sign-in popup starts (see lib/cms-auth/oauth.ts).
import { handleAuth, type OAuthEnv } from '../../lib/cms-auth/oauth';

/** The part of the Pages Functions context this function reads. */
interface PagesContext {
  request: Request;
  env: OAuthEnv;
}

// Every method comes here, so anything but GET is answered 405 rather than falling through to the static files.
export const onRequest = (context: PagesContext): Promise<Response> => handleAuth(context.request, context.env);
