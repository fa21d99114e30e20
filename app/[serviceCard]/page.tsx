import type { Metadata } from 'next';
import { ServiceCardPageBody } from '@/components/services/service-card-page';
import { PageHeader } from '@/components/ui/page-header';
import { pages } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { SHARE_IMAGE_SIZE, routeShareText, shareImagePath } from '@/lib/seo/share-image';
import { type ServiceCardParams, serviceCardParams, serviceCardRoute } from './service-card-route';

/**
 * The pages behind the home service cards (/market-expansion-services, /corporate-services, ...): one template,
 * one exported page per card. Any other top-level path is not one of them and gets the 404 page.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return serviceCardParams();
}

export async function generateMetadata(props: ServiceCardParams): Promise<Metadata> {
  const route = await serviceCardRoute(props);
  const base = pageMetadata(route);
  // A dynamic segment's image cannot export a fixed alt text: name the page's own image here, with its alt
  // text, as the article pages do (Twitter takes the same image).
  const share = routeShareText(route);
  const image = { url: shareImagePath(route, share), ...SHARE_IMAGE_SIZE, alt: share.alt, type: 'image/png' };
  return { ...base, openGraph: { ...base.openGraph, images: [image] } };
}

export default async function Page(props: ServiceCardParams) {
  const route = await serviceCardRoute(props);
  return (
    <>
      <PageHeader page={pages[route]} />
      <ServiceCardPageBody route={route} />
    </>
  );
}
