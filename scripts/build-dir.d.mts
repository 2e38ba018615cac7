export const BUILD_DIRECTORY: string;
