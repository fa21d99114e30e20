import { routeShareImage } from '@/components/share-image';

const image = routeShareImage('/search');
export const { alt, size, contentType } = image;
export const dynamic = 'force-static';
export default image.render;
