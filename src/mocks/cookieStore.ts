// The real cookie store brings tough-cookie and the public-suffix list, and the demo backend sets no cookies.
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
