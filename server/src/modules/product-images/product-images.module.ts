import type { AppModule } from '../../common/app-module';
import { productArtSource } from './product-art-source';
import { createProductImageRouter } from './product-image.routes';

/** The catalogue's drawn product pictures, rendered and cached per size. */
export const productImagesModule: AppModule = {
  name: 'product-images',
  setup({ orm, config }) {
    return { routes: { files: [createProductImageRouter({ findArt: productArtSource(orm), cacheDir: config.imageCacheDir })] } };
  },
};
