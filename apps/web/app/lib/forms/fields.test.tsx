// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CheckboxField } from "./checkbox-field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

afterEach(cleanup);

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("form fields announce their label, hint and error with the control", () => {
  it("a text field is named by its label and described by its hint, then its error", () => {
    render(<TextField label="E-mail" hint="We never share it" error="Enter an e-mail" />);
    const input = screen.getByRole("textbox", { name: "E-mail" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(input)).toEqual(["We never share it", "Enter an e-mail"]);
  });

  it("a valid field is not marked invalid and is described by its hint and what follows it", () => {
    render(
      <TextField label="Password" hint="Eight letters" afterId="meter" after={<p id="meter">Strong</p>} />,
    );
    const input = screen.getByRole("textbox", { name: "Password" });
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(descriptionOf(input)).toEqual(["Eight letters", "Strong"]);
  });

  it("a select offers its placeholder first and carries its error", () => {
    render(
      <SelectField
        label="Country"
        placeholder="Choose"
        error="Choose a country"
        options={[{ value: "es", label: "Spain" }]}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Country" });
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose", "Spain"]);
    expect(descriptionOf(select)).toEqual(["Choose a country"]);
  });

  it("a checkbox is named by the label beside it and described by its error", () => {
    render(<CheckboxField label="I accept the terms" error="Accept the terms to go on" />);
    const box = screen.getByRole("checkbox", { name: "I accept the terms" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(box)).toEqual(["Accept the terms to go on"]);
  });
});
