/**
 * The head of a list table whose last column holds each row's buttons: a column head per name, then
 * one the screen reader names "Actions" (a visible title would repeat the buttons' own names).
 */
export function ColumnHeads({ columns, cellClassName }: { columns: readonly string[]; cellClassName: string }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={cellClassName}>
            {column}
          </th>
        ))}
        <th scope="col" className={cellClassName}>
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
  );
}
