import { useState } from 'react';
import { useLoaderData } from 'react-router';

// A server-rendered heading and 24 cards from a loader: what the framework costs before any shop code.
export function loader() {
  return {
    products: Array.from({ length: 24 }, (_, i) => ({
      code: String(100000 + i),
      name: `Sofa number ${i + 1}`,
    })),
  };
}

export function meta() {
  return [{ title: 'Sofas' }];
}

export default function Listing() {
  const { products } = useLoaderData<typeof loader>();
  const [added, setAdded] = useState(0);
  return (
    <main>
      <h1>Sofas</h1>
      <p>{added} in the cart</p>
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {products.map((product) => (
          <li key={product.code} style={{ padding: '0.5rem 0' }}>
            {product.name}{' '}
            <button type="button" onClick={() => setAdded((n) => n + 1)}>
              Add to cart
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}
