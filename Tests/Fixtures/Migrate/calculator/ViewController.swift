//
//  ViewController.swift
//  Modelled on 29Oct2001/Calculator's controller (no licence given, so not copied): two
//  labels and seventeen keys, each with its own action.
//

import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var number: UILabel!

    @IBOutlet weak var result: UILabel!
    var working: String = ""

    func append(_ value: String) {
        working += value
        number.text = working
    }

    @IBAction func btn_Clear(_ sender: Any) {
        working = ""
        number.text = ""
        result.text = ""
    }
    @IBAction func btn_Back(_ sender: Any) {
        if !working.isEmpty {
            working.removeLast()
            number.text = working
        }
    }
    @IBAction func btn_One(_ sender: Any) { append("1") }
    @IBAction func btn_Two(_ sender: Any) { append("2") }
    @IBAction func btn_Three(_ sender: Any) { append("3") }
    @IBAction func btn_Four(_ sender: Any) { append("4") }
    @IBAction func btn_Five(_ sender: Any) { append("5") }
    @IBAction func btn_Six(_ sender: Any) { append("6") }
    @IBAction func btn_Seven(_ sender: Any) { append("7") }
    @IBAction func btn_Eight(_ sender: Any) { append("8") }
    @IBAction func btn_Nine(_ sender: Any) { append("9") }
    @IBAction func btn_Ten(_ sender: Any) { append("0") }
    @IBAction func btn_decimal(_ sender: Any) { append(".") }
    @IBAction func btn_Plus(_ sender: Any) { append("+") }
    @IBAction func btn_Minus(_ sender: Any) { append("-") }
    @IBAction func btn_Multiply(_ sender: Any) { append("*") }
    @IBAction func btn_Divide(_ sender: Any) { append("/") }

    @IBAction func btn_Equal(_ sender: Any) {
        result.text = working
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        working = number.text ?? ""
    }


}
