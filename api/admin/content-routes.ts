// The operator area's content (shared/contract/admin-content.ts), admins only: a moderator gets 403
// FORBIDDEN (api/admin/guard.ts). Articles, news and legal pages (api/articles/admin.ts), country
// guides (api/geodata/admin-guides.ts), and the editor's preview through the same rendering.
import type { FastifyPluginAsync } from 'fastify';
import * as contract from '../../shared/contract/admin-content.ts';
import { currentUser } from '../http/auth.ts';
import { adminRoute } from './guard.ts';
import { createArticle, deleteArticle, getAdminArticle, listAdminArticles, updateArticle } from '../articles/admin.ts';
import { renderContent } from '../articles/render.ts';
import { getCountryGuide, updateCountryGuide } from '../geodata/admin-guides.ts';

const contentRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, 'admin', contract.listAdminArticles, (request) => listAdminArticles(app.db, request.query));
  adminRoute(app, 'admin', contract.getAdminArticle, (request) => getAdminArticle(app.db, request.params.id));
  adminRoute(app, 'admin', contract.createAdminArticle, async (request) => {
    const actor = currentUser(request).id;
    const slug = await createArticle(app.db, actor, request.body);
    request.log.info({ slug, by: actor }, 'content created');
    return { _id: slug };
  });
  adminRoute(app, 'admin', contract.updateAdminArticle, async (request) => {
    const actor = currentUser(request).id;
    const article = await updateArticle(app.db, actor, request.params.id, request.body);
    request.log.info({ slug: article._id, by: actor, status: article.status }, 'content changed');
    return article;
  });
  adminRoute(app, 'admin', contract.deleteAdminArticle, async (request) => {
    const actor = currentUser(request).id;
    await deleteArticle(app.db, actor, request.params.id, request.body.reason);
    request.log.info({ slug: request.params.id, by: actor }, 'content deleted');
    return null;
  });
  adminRoute(app, 'admin', contract.previewAdminContent, (request) => ({ html: renderContent(request.body.body, request.body.format) }));
  adminRoute(app, 'admin', contract.getAdminCountryGuide, (request) => getCountryGuide(app.db, request.params.code));
  adminRoute(app, 'admin', contract.updateAdminCountryGuide, async (request) => {
    const actor = currentUser(request).id;
    const guide = await updateCountryGuide(app.db, actor, request.params.code, request.body);
    request.log.info({ country: guide.code, by: actor }, 'country guide changed');
    return guide;
  });
};

export default contentRoutes;
