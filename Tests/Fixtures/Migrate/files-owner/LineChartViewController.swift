//
//  LineChartViewController.swift
//  ChartsDemo-iOS
//
//  Written for draft-inspect's migrate fixtures after Charts' BarChartViewController.
//

#if canImport(UIKit)
    import UIKit
#endif

class LineChartViewController: DemoBaseViewController {

    @IBOutlet var chartView: UIView!
    @IBOutlet var sliderX: UISlider!
    @IBOutlet var sliderTextX: UITextField!

    private var values: [Double] = []

    override func viewDidLoad() {
        super.viewDidLoad()

        // Do any additional setup after loading the view.
        self.title = "Line Chart"
        sliderX.value = 45
        slidersValueChanged(nil)
    }

    override func updateChartData() {
        values = (0..<Int(sliderX.value)).map { Double($0) }
    }

    // MARK: - Actions
    @IBAction func slidersValueChanged(_ sender: Any?) {
        sliderTextX.text = "\(Int(sliderX.value))"
        self.updateChartData()
    }
}
