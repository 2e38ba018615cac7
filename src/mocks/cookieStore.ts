/**
 * Stands in for msw's cookie store in the demo build (vite.config.ts swaps it in). The real one
 * brings tough-cookie and the public-suffix list, about 60 KB gzip, to remember cookies that mocked
 * answers set; the demo backend sets none (the session lives in localStorage), so nothing is kept.
 */
export const cookieStore = {
  getCookies(url: string): { key: string; value: string }[] {
    void url;
    return [];
  },
  async setCookie(cookie: string, url: string): Promise<void> {
    void cookie;
    void url;
  },
};
