import { Link } from "react-router";
export function loader() { return { n: 1 }; }
export default function Home() { return <h1>Home <Link to="/x">x</Link></h1>; }
