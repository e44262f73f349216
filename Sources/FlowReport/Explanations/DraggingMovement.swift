extension Explanation {
    static let draggingMovement = Explanation(
        pattern: .draggingMovement,
        what: """
            A value a pointer can set only by dragging a slider's thumb (WCAG 2.2, 2.5.7 Dragging
            Movements). A native slider can be dragged with a mouse, a trackpad or AssistiveTouch, so
            the pointer gets there, but a drag needs a steady hand that a click does not. The assistive
            technologies adjust the slider their own way (swipes, arrows, "Increment"). Offer a single
            pointer way too: steppers or buttons beside the slider, or a field for the value.
            """,
        swiftUI: #"""
            HStack {
                Button("Smaller", systemImage: "textformat.size.smaller") { size -= 1 }
                Slider(value: $size, in: 0...6, step: 1) { Text("Size") }
                Button("Larger", systemImage: "textformat.size.larger") { size += 1 }
            }
            """#,
        uiKit: #"""
            let slider = UISlider()
            slider.accessibilityLabel = "Size"
            let larger = UIButton(type: .system)
            larger.accessibilityLabel = "Larger"
            larger.addAction(UIAction { _ in slider.value += 1 }, for: .primaryActionTriggered)
            stack.addArrangedSubview(slider)
            stack.addArrangedSubview(larger)
            """#,
        before: """
            screen "Text Size"
              header "Text Size"
              slider "Size" value "3" range 0 6 by 1

            task "Make the text bigger"
              start "Text Size"
              adjust "Size" to 5
            """,
        after: """
            screen "Text Size"
              header "Text Size"
              stepper "Size" value "3" range 0 6

            task "Make the text bigger"
              start "Text Size"
              adjust "Size" to 5
            """)
}
