import { Route, Routes } from "react-router-dom";

// The owner's admin panel: its own lazy chunk, never part of what visitors download.
export default function AdminApp() {
  return (
    <Routes>
      <Route index element={<p>Admin</p>} />
    </Routes>
  );
}
