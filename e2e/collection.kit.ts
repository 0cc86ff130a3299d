import { expect, type APIRequestContext } from '@playwright/test';
import { ZH } from './support/hosts';

// A corporation's portrait package bought through the API as the collection area sells it (e2e/collection-order.spec.ts
// walks the same through the pages): billing's order of the single-portrait product, paid with Alipay at the sandbox
// gateway's cashier, whose signed notification completes the order on the platform. Each unit allows one portrait.

type Envelope<T> = { code: number; message: string; data: T };

interface Product {
  productId: string;
  kind: string;
  concurrency: number | null;
}

export const buyPortraitPackage = (request: APIRequestContext, token: string, quantity = 1) =>
  buyProduct(
    request,
    token,
    (product) => product.kind === 'portrait' && product.concurrency === null,
    quantity,
  );

/** Orders `quantity` of the first product on sale that `pick` accepts, and pays it at the sandbox cashier. */
export async function buyProduct(
  request: APIRequestContext,
  token: string,
  pick: (product: Product) => boolean,
  quantity = 1,
) {
  const headers = { authorization: `Bearer ${token}` };
  const json = async <T>(response: Promise<{ json(): Promise<unknown> }>) => {
    const body = (await (await response).json()) as Envelope<T>;
    expect(body.code, body.message).toBe(0);
    return body.data;
  };
  const products = await json<Product[]>(request.get(`${ZH}/api/fee-api/product/list`, { headers }));
  const single = products.find(pick);
  expect(single, 'the product is on sale').toBeTruthy();
  const order = await json<{ orderNo: string }>(
    request.post(`${ZH}/api/management/orders/createOrder`, {
      headers,
      data: { productId: single!.productId, quantity },
    }),
  );
  const started = await json<{ qrContent: string | null; sandbox: boolean }>(
    request.post(`${ZH}/api/pay/unifiedOrder`, {
      headers,
      data: { orderNo: order.orderNo, method: 'alipay', device: 'desktop' },
    }),
  );
  expect(started.sandbox).toBe(true);
  // The QR code's content is the sandbox cashier's page; its form posts back to the same address.
  const paid = await request.post(started.qrContent!);
  expect(paid.ok()).toBe(true);
  await expect
    .poll(
      async () =>
        (
          await json<{ status: string }>(
            request.get(`${ZH}/api/management/orders/check`, { headers, params: { orderNo: order.orderNo } }),
          )
        ).status,
    )
    .toBe('completed');
  return order.orderNo;
}
