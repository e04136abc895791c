import { useEffect, useRef, useState } from "react";
import { useNavigation, useNavigationType } from "react-router";
import { isInPlace } from "../site/in-place-navigation";
import { LoadingCounter } from "./loading-counter";

/** Feeds the router's requests into the loading counter and returns the count. */
export function useLoadingCount(): number {
  const [count, setCount] = useState(0);
  const navigationType = useNavigationType();
  const popRef = useRef(false);
  popRef.current = navigationType === "POP";
  const counterRef = useRef<LoadingCounter | null>(null);
  counterRef.current ??= new LoadingCounter(setCount, () => {
    if (!popRef.current && !window.location.hash) window.scrollTo({ top: 0 });
  });
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && !isInPlace(navigation.location);
  useEffect(() => {
    if (!busy) return;
    const counter = counterRef.current!;
    counter.start();
    return () => counter.finish();
  }, [busy]);
  return count;
}
