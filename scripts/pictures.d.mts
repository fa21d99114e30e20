/** Where the derived pictures and their records are kept between builds (build/pictures). */
export declare const CACHE_DIR: string;
