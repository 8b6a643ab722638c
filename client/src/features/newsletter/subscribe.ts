/** Success is judged by the ok status only (storefront.md §7). */
export async function subscribeToNewsletter(email: string): Promise<boolean> {
  try {
    const response = await fetch('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ email }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
