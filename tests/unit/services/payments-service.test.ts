import { describe, expect, it } from 'vitest';
import { downloadInvoice, exportPayments, listPayments } from '../../../src/services/payments';
import { answeringClient, jsonResponse } from './answering-client';

describe('payments service', () => {
  it('downloads the CSV of the filtered rows as a Blob, with the token, leaving out blank filters', async () => {
    const { api, requests } = answeringClient(() => new Response('id,amount\nPAY001,53.99\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const blob = await exportPayments(api, { status: 'failed', period: 'month', search: '  ' });
    expect(await blob.text()).toBe('id,amount\nPAY001,53.99\n');
    expect(requests[0]!.url).toBe('/v1/payments/export?status=failed&period=month');
    expect((requests[0]!.init.headers as Record<string, string>).Authorization).toBe('token-1');
  });

  it("refuses an invoice download with the server's detail", async () => {
    const { api, requests } = answeringClient(() => jsonResponse({ detail: 'Payment not found' }, 404));
    await expect(downloadInvoice(api, 'PAY/999')).rejects.toMatchObject({ message: 'Payment not found', status: 404 });
    expect(requests[0]!.url).toBe('/v1/payments/PAY%2F999/invoice');
  });

  it('asks for one page with the filters and checks the answer against the contract', async () => {
    const page = { items: [], total: 0, page: 2, page_size: 10, summary: { completed_total: 0, completed_count: 0, this_month_total: 0 } };
    const { api, requests } = answeringClient(() => jsonResponse(page));
    await expect(listPayments(api, { period: 'all', search: 'paypal', page: 2 })).resolves.toEqual(page);
    expect(requests[0]!.url).toBe('/v1/payments?period=all&search=paypal&page=2');
  });
});
